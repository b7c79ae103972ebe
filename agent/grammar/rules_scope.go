package grammar

import (
	"strings"

	"pace/plan"
)

// scopeRule is one family of requests Pace does not do.
// notesAsked: a question put to the user's own notes ("what does my note
// say about the wet weather plan"), never a lookup.
var notesAsked = re(`\bmy\s+notes?\b|\bi\s+(?:write|wrote|noted|put\s+down|jotted)\b|\bin\s+my\s+(?:notes?|files?)\b`)

// notesOrWorkAsked: notesAsked, or a forecast that is the user's own piece
// of work ("shall I do the forecast or the overtime check first?", "which
// is due first, the forecast or …").
var notesOrWorkAsked = re(notesAsked.pattern + `|\b(?:do|doing|finish|finishing|submit|send|update|prepare|write|draft|review|start)\s+(?:the|my|our|this|that)\s+(?:[\w-]+\s+)?forecast\b|\bforecast\b.*\b(?:or|and)\s+the\b.*\b(?:first|earlier|sooner|due)\b|\b(?:first|earlier|sooner|due)\b.*\bthe\s+(?:[\w-]+\s+)?forecast\s+(?:or|and)\b`)

type scopeRule struct {
	re    *lazyRE
	reply string
	// asked: only a question or a "tell me"-style request counts.
	asked bool
	// first: the words such a request starts with (nil: any).
	first map[string]bool
	// unless: a request that also matches it is not of this family (nil:
	// none).
	unless *lazyRE
}

// replyWhen: "reply to Tom's email about the budget today" says when the
// person will reply, and "text jake about the rent" what to raise: a
// to-do, not a message for Pace to send.
var replyWhen = re(`^(?:text|message|msg|whatsapp)\s+\S+\s+about\s+\S|^(?:reply|respond|answer)\s+to\s+.+\b(?:today|tonight|tomorrow|tmrw|this\s+(?:morning|afternoon|evening|week)|next\s+week|by\s+\w+|before\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|later)(?:\s+[@#][\w-]+)*$`)

// whenSaid: a day said with a request, which makes it the user's own
// to-do ("translate the menu into French by friday").
var whenSaid = re(`\b(?:today|tonight|tomorrow|tmrw|by\s+\w+|before\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next\s+week|this\s+week|later)\b`)

// ownDeadline: a booking the user must make by a day ("book the train
// tickets by the 18th", "book flights to colombo … by 20/12") is their own
// to-do.
var ownDeadline = re(`^(?:book|reserve)\s+(?:(?:the|a|an|our|my|some)\s+|(?:flights?|tickets?|trains?|hotels?|ferry|ferries|coach|accommodation|the\s+\w+)\b).*\b(?:by|before)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next|end|christmas|xmas)`)

// thanksReply answers thanks and praise; helloReply a new user's hello.
const (
	thanksReply = "You're welcome."
	helloReply  = "Hello, and welcome! " + capabilities
)

// outOfScope: requests for things Pace does not do. They change nothing;
// the reply says so and what Pace can do instead. More families are in
// rules_external.go.
var outOfScope = []scopeRule{
	// "send me an sms at 6am", "text me before every shift", "email me the
	// list": a message to the user on another channel, which Pace cannot
	// send (its own notifications are the due-time ones)
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+|pls\s+)*(?:send\s+me\s+(?:an?\s+)?(?:sms|text|texts|email|e-mail|whatsapp|message|notification|push\s+notification)|text\s+me|sms\s+me|email\s+me|e-mail\s+me|whatsapp\s+me|message\s+me|ping\s+me\s+on)\b`),
		"I can't send you texts, emails or messages. I remind you in Pace itself when a task is due — say “remind me at 6am to …”.", false, set(`send text sms email e-mail whatsapp message ping can could would will please pls`), nil},
	// "print the agenda for me": a printer Pace cannot reach
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:print|scan|photocopy|fax|laminate)\s+.+\s+for\s+(?:me|us)\b`),
		"I can't print or scan. I can remind you to — “remind me to print the agenda tomorrow”.", false, set(`print scan photocopy fax laminate can could would will please`), nil},
	// "look up the opening hours on the internet": the web, which Pace
	// does not reach
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:look\s+up|look\s+for|search\s+for|search|find|check|google|browse|find\s+out)\s+.+\s+(?:on|from|in|via|using)\s+(?:the\s+)?(?:internet|web|net|google|online)\b|^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:look\s+up|search\s+for|google|find\s+out)\s+.+\s+online$|^(?:search|browse)\s+(?:the\s+)?(?:internet|web|net)\b|^(?:search|look|google|check)\s+(?:on|in)\s+(?:the\s+)?(?:internet|web|net|google|online)\b|^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:look\s+up|find\s+out|google)\s+(?:the\s+|what\s+)?(?:opening\s+(?:times|hours)|closing\s+times?|times\s+of\s+the|timetable|train\s+times|bus\s+times|weather|forecast|exchange\s+rate|share\s+price)\b`),
		"I can't browse the web — I only look at your tasks, projects and notes. To keep it as a to-do, say “remind me to look up …”.", false, set(`look search find check google browse can could would will please`), nil},
	// "set navigation to home", "turn on the sat nav": a device's route
	{re(`^(?:set|start|turn\s+on|open|change)\s+(?:the\s+|my\s+)?(?:navigation|sat\s*nav|gps|route|directions|maps?)\b`),
		"I can't control devices, apps or media. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", false, set(`set start turn open change`), nil},
	// "book me a taxi to the surgery": a ride, booked by someone else
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:book|get|order|call|ring)\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:taxi|cab|uber|lyft|minicab)\b`),
		"I can't book taxis or rides. I can remind you to — “remind me to book a taxi for Tuesday morning”.", false, set(`book get order call ring can could would will please`), nil},
	{re(`^(?:put|stick|pop)\s+(?:the\s+|some\s+|a\s+)?(?:radio(?:\s+\d+|\s+\w+)?|tv|telly|television|music|tunes|kettle|heating|lights?|fan|oven|dishwasher|washing\s+machine|netflix|spotify|podcast|playlist|news|film|movie|match|game)\s+on\b|^(?:turn|switch|power)\s+(?:on|off|up|down)\b|^(?:turn|switch|power)\s+.+\s+(?:on|off|up|down)$|^(?:dim|brighten)\b|^(?:play|pause|resume|skip|shuffle)\b|^(?:set|start)\s+(?:an?\s+|the\s+|my\s+)?(?:alarm|timer|stopwatch)\b|^(?:set|change|adjust|raise|lower)\s+(?:the\s+)?(?:thermostat|temperature|heating|volume|brightness|lights?|ac|air con)\b|^(?:open|launch|close|quit|start)\s+(?:the\s+)?(?:app|spotify|browser|chrome|safari|firefox|netflix|youtube|garage door|music|camera|calculator)\b|^(?:lock|unlock)\s+(?:the\s+|my\s+)?(?:door|car|front door|phone|screen)|^(?:turn|connect|enable|disable|switch|mute|unmute)\s+.*\b(?:volume|bluetooth|wi-?fi|sound)\b|^(?:call|ring|get|book|order)\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:taxi|cab|uber|lyft)\b|^(?:take|snap)\s+a\s+(?:photo|picture|screenshot)|^(?:cancel|stop|delete|remove|pause|clear|turn off|reset|kill|snooze)\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?|that\s+)?(?:[\w'-]+\s+){0,2}(?:timers?|alarms?|stopwatch|countdown)$|^(?:add|put|save|throw)\s+(?:this\s+|that\s+|the\s+|a\s+)?(?:song|album|artist|track|tune|band|record|podcast)\b|^(?:add|put|save|throw)\s+.+\s+(?:to|on|onto|in|into)\s+(?:.+\s+)?(?:playlist|play list|queue|music library|watchlist|favou?rites)\b`),
		"I can't control devices, apps or media. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", false, set(`turn switch power dim brighten play pause resume skip shuffle set start change adjust raise lower open launch close quit lock unlock connect enable disable mute unmute call ring take snap cancel stop delete remove clear reset kill add put save throw snooze`),
		// "play tennis with Tom on friday", "play the piano at the carol
		// service": the user's own plans
		re(`^play\s+(?:a\s+|some\s+|the\s+)?(?:round\s+of\s+|game\s+of\s+)?(?:football|soccer|tennis|golf|squash|badminton|padel|pickleball|cricket|rugby|hockey|netball|basketball|volleyball|chess|cards|poker|bridge|bingo|pool|snooker|darts|board\s*games?|5-?a-?side|five-?a-?side|piano|organ|guitar|violin|drums|cello|flute)\b|^play\s+(?:in\s+)?(?:a|the|our|my)\s+(?:match|fixture|tournament|concert|gig|recital)\b`)},
	{re(`^(?:call|phone|telephone|ring|email|e-mail|text|message)\s+(?:\S+\s+){1,5}?for\s+(?:me|us)\b|^(?:text|message|msg|whatsapp|sms|dm|tweet|slack|facetime|skype)\s+\S+|^send\s+(?:a\s+|an\s+)?(?:text|message|sms|email|e-mail|dm|whatsapp|reply|note to)\b|^send\s+\S+\s+(?:a|an|my)\s+(?:text|message|sms|email|e-mail|dm|love)\b|^(?:email|e-mail|call|phone|ring|tell|ask|let)\s+.+\s+(?:that|saying|to say|know that)\s+|^(?:email|e-mail|text|message|write\s+to|call|phone|ring)\s+\S+(?:\s+\S+){0,3}\s+to\s+(?:let\s+\S+\s+know|tell\s+\S+|ask\s+(?:\S+\s+)?(?:if|whether|about)|say)\b|^(?:email|e-mail|text|message|write\s+to)\s+\S+(?:\s+\S+)?\s+and\s+(?:remind|ask|tell)\s+(?:her|him|them)\b|^(?:start|make|place|begin|set up|dial)\s+(?:a\s+|an\s+)?(?:phone\s+|video\s+|conference\s+|group\s+)?call\s+(?:with|to)\b|^(?:reply|respond|answer)\s+to\b|^(?:write|send|draft)\s+(?:an?\s+)?(?:email|e-mail|message|text|note)\s+to\s+.+\b(?:that|saying|to\s+say|to\s+tell)\b|^post\s+.+\s+(?:on|to)\s+(?:twitter|facebook|instagram|slack|linkedin|x|mastodon)\b|^(?:forward|share)\s+.+\s+(?:with|to)\s+\S+@`),
		"I can't send messages, emails or make calls. I can add a task to do it — “remind me to text Sam tonight”.", false, set(`text message msg whatsapp sms dm tweet slack facetime skype send email e-mail call phone ring tell ask let reply respond answer post forward share start make place begin set dial write draft telephone`), replyWhen},
	// "can u join my 3pm zoom and take notes for me": a meeting Pace
	// cannot sit in on
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:join|attend|dial\s+in(?:to)?|hop\s+on(?:to)?|sit\s+in\s+on|go\s+to)\s+(?:my|the|our|this|that|a|an)\s+(?:[\w':.-]+\s+){0,3}?(?:zoom|teams|meet|meeting|call|standup|stand-up|webinar|huddle|1:1|one-to-one)\b.*\b(?:for\s+me|take\s+notes|on\s+my\s+behalf|instead\s+of\s+me)\b`),
		"I can't join calls or meetings or take notes in them. I can remind you — “remind me to join the 3pm zoom”.", false, set(`can could would will join attend dial hop sit go please pls`), nil},
	// "Could you pay the £35 for the school trip online for me?": a payment
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:pay|transfer|send)\s+(?:the\s+|my\s+|this\s+|that\s+)?(?:£|\$|€)?\s*\d.*\b(?:online\s+for\s+me|for\s+me|on\s+my\s+behalf)\b`),
		"I can't make payments or transfer money. I can remind you — “remind me to pay the school trip by Friday”.", false, set(`can could would will pay transfer send please pls`), nil},
	// "put some drum n bass on": music Pace cannot play
	{re(`^(?:put|stick|pop|play|chuck)\s+(?:the\s+|some\s+|a\s+|my\s+)?(?:[\w&'-]+\s+){0,2}?(?:bass|jazz|techno|garage|dnb|grime|hip\s*hop|rap|classical|reggae|disco|funk|soul|bangers|tunes|music|songs?|playlist)\s+on\b`),
		"I can't play music or control devices. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", false, set(`put stick pop play chuck`), nil},
	{re(`^wake\s+(?:me|us)\s+(?:up\b)?|^wake\s+up\s+(?:at|by)\b|^(?:please\s+)?(?:make|help|get)\s+(?:me|us)\s+(?:to\s+)?(?:wake\s+)?up\b|^(?:i|we)\s+(?:need|want|have|got)\s+to\s+(?:be\s+woken|be\s+awake|wake\s+up|get\s+up)\s+(?:at|by)\s+\d`),
		"I can't set alarms or wake you. I can remind you of something at a time — “remind me at 7 to leave for the train”.", false, set(`wake please make help get i we`), nil},
	{re(`^(?:order|buy|get|purchase|find)\s+(?:me|us)\s+|^(?:order|buy|get|purchase|find)\s+.+\s+(?:on|from|via)\s+(?:my\s+|the\s+)?(?:amazon|ebay|etsy|instacart|deliveroo|uber eats|doordash|kindle|app store|play store|steam|itunes)\b|^order\s+(?:a|an|some|the|me)?\s*.*\b(?:pizza|takeaway|takeout|food|delivery|sushi|burgers?|curry|thai|chinese|dinner|lunch|coffee)\b|^add\s+.+\s+to\s+(?:my\s+|the\s+)?(?:[\w'-]+\s+)?(?:cart|basket|shopping cart|trolley)\b|^(?:book|get|order)\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:taxi|cab|uber|ride|lyft)\b|^(?:check ?out|pay for)\s+(?:my\s+)?(?:cart|basket)\b|^(?:reorder|re-order)\b`),
		"I can't shop or order things. I can put it on your list — “add batteries to my list”.", false, set(`order buy get purchase find add book check checkout pay reorder re-order`), nil},
	{re(`^(?:can you\s+|could you\s+|please\s+)?(?:book|reserve)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+|\w+\s+(?:a\s+)?)?(?:[\w'-]+\s+){0,3}?(?:table|restaurant|bistro|flights?|hotel|hotel room|room|seats?|tickets?|train|bus|ride|cab|taxi|rental car|car rental|campsite|parking|ferry|ferries|crossing|coach|cruise|court|pitch|bowling lane)\b|^i(?:'d|\s+would)?\s+(?:like|need|want)\s+(?:you\s+)?(?:to\s+(?:book|reserve|make)\s+)?(?:a|an)\s+(?:reservation|booking|table for|flight to|flight from|hotel room)\b|^(?:make|get)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:reservation|booking)\b|^(?:can you\s+|could you\s+|please\s+)?(?:book|reserve)\s+(?:me|us)\s+(?:in\s+)?\S|^(?:book|reserve|order|buy)\s+.+\s+online(?:\s+(?:for|on|by)\s+.+)?$|^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:book|reserve|order)\s+.+\s+(?:on|through|via|using)\s+(?:the\s+|their\s+|my\s+)?(?:[\w'-]+\s+){0,2}(?:website|site|app|portal|online\s+system)$`),
		"I can't make bookings or reservations. I can remind you to — “remind me to book a table for Friday”.", false, set(`can could please book reserve i i'd make get`), ownDeadline},
	{re(`^(?:(?:great|nice one|lovely|perfect|brilliant|awesome|cool|ok(?:ay)?|sweet|ace|champion|legend|good stuff|nice)[,.!\s]+)?(?:thank you|thanks|thank you very much|thanks a lot|thanks so much|thanks a million|thanks a mil|cheers|ta|thx|ty|much appreciated|many thanks)(?:\s+(?:pace|so much|a lot|again|pal|mate|buddy|man|love|bud|m8|x+))?(?:[,.!\s]+(?:that's|thats|that is)\s+(?:all|it|everything)(?:\s+for\s+(?:now|today))?|[,.!\s]+(?:you're|youre|you are|ur|you've\s+been)\s+(?:(?:such|so|a|the|really|very|an)\s+)*(?:best|great|star|awesome|legend|lifesaver|life\s+saver|gem|amazing|brilliant|fab|wonderful|the man|ace|help|great\s+help|big\s+help|diamond|treasure|saint|helpful|so\s+helpful|very\s+helpful)(?:\s+help)?)?[.!]*$`),
		thanksReply, false, nil, nil},
	// a bill paid online for the user ("pay the insurance premium online")
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+)*(?:pay|settle|renew)\s+.+\s+(?:online|by\s+(?:credit\s+|debit\s+)?card|(?:with|on|using|from)\s+(?:my|the)\s+(?:credit\s+|debit\s+|bank\s+|business\s+|work\s+|company\s+)?card|(?:from|out\s+of|via)\s+(?:my|the|our)\s+(?:bank\s+|current\s+|savings\s+|joint\s+|business\s+)?account|through\s+(?:the|my)\s+bank(?:ing)?(?:\s+app)?)$`),
		"I can't make payments. I can remind you to — “remind me to pay the insurance premium on friday”.", false, set(`pay settle renew`), nil},
	// a bill Pace is asked to pay ("can u pay the van insurance for me")
	{re(`^(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+)*(?:pay|settle)\s+.+\s+for\s+(?:me|us)(?:\s+(?:this|next|today|tomorrow|now|please)\b.*)?$`),
		"I can't make payments. I can remind you to — “remind me to pay the insurance premium on friday”.", false, set(`pay settle can could would will please`), nil},
	// money sent through another app ("send $50 to my sister on paypal")
	{re(`^(?:send|transfer|pay|wire|venmo|zelle)\s+(?:[$£€]\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars|pounds|euros|quid|bucks))\s+(?:to\s+)?\S.*$|^(?:transfer|move|put)\s+(?:[$£€]\s?)?\d[\d,.]*k?\s+(?:from|out\s+of|into|to)\s+(?:my\s+|the\s+)?(?:savings|checking|current|joint|isa|account|bank)\b|^(?:venmo|zelle|paypal|wire)\s+\S+\s+[$£€]?\d|^(?:send|transfer|pay)\s+.+\s+(?:on|via|through|with|using)\s+(?:paypal|venmo|zelle|revolut|monzo|cash\s*app|wise|apple\s+pay|google\s+pay)$`),
		"I can't send or move money. I can remind you to — “remind me to pay my sister back on friday”.", false, set(`send transfer pay wire venmo zelle`), nil},
	// writing something for the user ("make me a poem about autumn")
	{re(`^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)*(?:write|make|compose|create|generate|give)\s+(?:me|us)\s+(?:a|an|some)\s+(?:(?:short|quick|little|nice|funny|small|long|brief|new|lovely|sweet|cheerful|festive)\s+)*(?:poem|song|story|limerick|haiku|essay|joke|rap|speech|letter|email|cover\s+letter|recipe)\b`),
		"I can't write that for you. I keep your tasks, projects and notes — say “note: …” to keep your own words.", false, set(`write make compose create generate give can could would will please`), nil},
	// the user's own writing done for them ("can you write the
	// introduction of my thesis chapter for me?")
	{re(`^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)*(?:write|draft|compose)\s+(?:the|my|a|an|this|our)\s+.+?\s+for\s+(?:me|us)\b`),
		"I can't write that for you. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", false, set(`write draft compose can could would will please`), whenSaid},
	// text worked on for the user ("translate my homework into Spanish",
	// "proofread my essay")
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:translate|proofread|proof-read|summari[sz]e|paraphrase|rewrite|correct)\s+(?:my|the|this|that|our|these|those|a|an)\b.*\b(?:into|to|in|for\s+me)\b`),
		"I can't translate or edit text. I keep your tasks, projects and notes — say “remind me to …” and I'll add it as a task.", false, set(`translate proofread proof-read summarise summarize paraphrase rewrite correct can could would will please`), whenSaid},
	// thanks with a closing ("That's all for today, thank you very much
	// for your help", "thanks thats really helpful")
	{re(`^(?:(?:ok(?:ay)?|great|perfect|lovely|brilliant|right|cheers)[,.!\s]+)?(?:(?:that'?s|thats|that\s+is)\s+(?:all|it|everything|great|perfect|brilliant|lovely|(?:really\s+|very\s+|so\s+)?helpful)(?:\s+for\s+(?:now|today|tonight|the\s+day|this\s+(?:evening|morning|afternoon|week)))?[,.!\s]+)?(?:thank\s+you|thanks|cheers|ta|thx|ty|many\s+thanks)(?:\s+(?:very\s+much|so\s+much|a\s+lot|again|pace|kindly|indeed))*(?:\s+for\s+(?:your|the|all\s+(?:your|the))\s+help(?:\s+(?:today|tonight|this\s+(?:morning|afternoon|evening)))?)?(?:[,.!;\s]+(?:that'?s|thats|that\s+was|you'?ve\s+been|you\s+have\s+been|you're|youre|you\s+are)\s+(?:really\s+|very\s+|so\s+|super\s+|most\s+|a\s+)?(?:helpful|great|perfect|brilliant|lovely|all|it|star|big\s+help|great\s+help|patient|kind|marvellous|wonderful)(?:\s+for\s+(?:now|today))?)?(?:[.!,;\s]+(?:that'?ll\s+do|that\s+will\s+do|that'?s\s+me\s+done(?:\s+for\s+(?:now|today|tonight|the\s+day|this\s+(?:evening|morning|afternoon|week)))?|thats\s+me\s+done(?:\s+for\s+(?:now|today|tonight|the\s+day|this\s+(?:evening|morning|afternoon|week)))?|(?:that'?s|thats|that\s+is|that\s+will\s+be|that'?ll\s+be)\s+(?:all|it|everything))(?:\s+for\s+(?:now|today|tonight|the\s+day|this\s+(?:evening|morning|afternoon|week)))?)?(?:[.!,;\s]+(?:good\s*night|goodbye|good\s+bye|bye|take\s+care|all\s+the\s+best|god\s+bless)(?:\s+(?:pace|then|now|all))?)?[.!\s]*$`),
		thanksReply, false, nil, nil},
	// "cheers mate thats me done for tonight": a sign-off
	{re(`^(?:(?:thanks|thank\s+you|cheers|ta)(?:\s+(?:mate|pal|pace|love|again))?[,.!\s]+)?(?:that'?s|thats)\s+me\s+(?:done|finished|off)(?:\s+for\s+(?:now|today|tonight|the\s+day|the\s+night))?[.!\s]*$`),
		thanksReply, false, nil, nil},
	// "what can you actually do?": what Pace does
	{re(`^(?:(?:so|ok|okay|right|hey|hi)[,!\s]+)?(?:what\s+(?:can|do)\s+(?:u|you)\s+(?:actually\s+|even\s+|really\s+)?do|what\s+are\s+(?:u|you)\s+(?:for|able\s+to\s+do)|how\s+do\s+i\s+use\s+(?:this|you|pace)|what\s+is\s+this|help)[?!.\s]*$`),
		"Here's what I can do: " + capabilities, false, nil, nil},
	// a new user introducing themselves ("hi! just downloaded this, hope u
	// can help …")
	{re(`^(?:(?:hi|hello|hey|hiya|morning)(?:\s+pace)?[!,.\s]+)?(?:(?:i'?ve\s+|i\s+have\s+|i\s+)?(?:just\s+)?(?:(?:downloaded|installed|started\s+using|set\s+up|got)\s+(?:this|pace|the\s+app|you)|set\s+(?:this|it|you|pace)\s+up)\b|(?:i\s+)?hope\s+(?:you|u)\s+can\s+help|i'?m\s+new\s+(?:here|to\s+(?:this|pace|apps?\s+like\s+this))|(?:this\s+is\s+)?(?:my\s+)?first\s+time\s+using(?:\s+(?:this|pace|you|it))?)[^.!?]*[.!?]*(?:\s+(?:(?:i\s+)?hope\s+(?:you|u)\s+can\s+help|lol|haha|let'?s\s+see\s+what\s+(?:you|u)\s+can\s+do|what\s+can\s+(?:you|u)\s+do|can\s+(?:you|u)\s+help\s+me)[^.!?]*[.!?]*)*$`),
		helloReply, false, nil, nil},
	// praise said on its own ("you're a lifesaver x", "legend")
	{re(`^(?:(?:you're|youre|you are|ur|you've\s+been)\s+(?:(?:such|so|a|the|really|very|an|absolute|actual|total|proper)\s+)*(?:best|star|legend|lifesaver|life\s+saver|gem|amazing|brilliant|diamond|treasure|saint|godsend|hero|angel|wonderful|ace|helpful|great|superstar|genius|marvel)|legend|lifesaver|superstar|hero|genius|you\s+rock|you're\s+a\s+star|what\s+would\s+i\s+do\s+without\s+you|love\s+(?:you|it|this)|good\s+(?:bot|job|work)|well\s+done|nice\s+(?:one|work|job))(?:[,.!\s]+(?:x+|xx+|pace|mate|pal|love|thanks|thank\s+you|cheers|ta|fr|tbh|honestly|seriously))*[.!\s]*$`),
		thanksReply, false, nil, nil},
	{re(`\b(?:weather|forecast|will\s+it\s+(?:rain|snow|be\s+(?:sunny|hot|cold|warm|windy|wet|dry|nice))|is\s+it\s+(?:going\s+to|gonna)\s+(?:rain|snow|be\s+(?:sunny|hot|cold|warm|windy|wet|nice))|(?:rain|snow)\s+(?:today|tomorrow|tonight|later))\b`),
		"I can't check the weather — I only look at your tasks, projects and notes.", true, nil, notesOrWorkAsked},
	{re(`\b(?:weather|forecast|raining|going to rain|temperature outside|final score|stock price|share price|exchange rate|translate|convert|what time is it|what's the time|what day is it|the news|headlines|a joke|square root|calculate|google|bitcoin|lottery|horoscope)\b|^what(?:'s|\s+is)\s+\d+\s*(?:[-+*/x]|plus|minus|times|divided by)\s*\d+|^(?:tell me|sing|play)\s+(?:a|me a)\s+(?:joke|song|story)|^(?:define|spell)\s+\w+$`),
		lookupReply, true, nil, notesOrWorkAsked},
	// a recommendation asked of Pace: "recommend a bluegrass gig near me
	// this week", "suggest a good restaurant for friday"
	{re(`^(?:(?:can|could|would|will)\s+you\s+|please\s+)*(?:recommend|suggest)\s+(?:me\s+|us\s+)?(?:a|an|some|any|good|nice|the\s+best|somewhere|something|places?)\b`),
		lookupReply, false, set(`recommend suggest can could would will please`), nil},
	// following the news: "keep me posted on the match scores"
	{re(`^(?:keep|get)\s+(?:me|us)\s+(?:up\s+to\s+date|updated|posted|informed)\s+(?:on|about|with)\s+.*\b(?:news|elections?|headlines|scores?|weather|markets?|stocks?|results|match|games?|traffic|league)\b`),
		lookupReply, false, set(`keep get`), nil},
	// comparisons asked without a question mark: "are X better than Y"
	{re(`^(?:is|are|was|were|would|will|does|do)\s+.+\s+(?:better|worse|cheaper|dearer|faster|slower|healthier|safer|nicer|bigger|smaller)\s+than\s+`),
		lookupReply, false, set(`is are was were would will does do`), nil},
	{re(`^(?:ok|okay|yes|yep|yeah|sure|cool|great|nice|fine|alright|got it|noted|perfect)$`),
		"Okay.", false, nil, nil},
	{re(`^(?:hi|hello|hey|hiya|how are you|how are you doing|who are you|what are you|what's your name|are you (?:there|awake|a robot|human)|hello there|good (?:morning|night|evening)|i love you|you're (?:great|awesome|useless|stupid))$`),
		"Hi — I'm Pace. " + capabilities, false, nil, nil},
	{re(`^(?:help|what can you do|what do you do|how does this work|commands|what can i say|how do i use you)$`),
		capabilities, false, nil, nil},
}

// lookupReply answers a request for live data or world knowledge the
// notes do not hold.
const lookupReply = "I can only look at your things — your tasks, projects and notes — and they don't say. Ask “what do my notes say about …” to search them."

// generalKnowledge: questions that look like world knowledge ("what is the
// population of Porto?", "who invented the telephone?"). The user may have
// written the answer down, so they ask the notes first; askNotes gives
// lookupReply (its "otherwise") when the notes hold nothing relevant.
var generalKnowledge = re(`\b(?:capital of|population|price of|prices? (?:at|in) the|cost of|going rate|president|prime minister|who won|how far (?:is|away)|distance (?:from|to|between)|how tall|how old is|how big is|how many (?:\w+\s+)?(?:in a|are there in)|definition of|meaning of|what does \w+ mean|recipe for|who (?:invented|wrote|discovered|painted|founded|directed|sang)|who (?:is|was) the (?:president|king|queen|ceo|prime minister|author)|when (?:was|did) .+ (?:born|die|invented|founded|built|list|listed)|wikipedia)\b`)

// ownProgress: "how far is the bridge project": how far along the user's
// own project is, no distance.
var ownProgress = re(`\bhow\s+far\s+(?:along\s+)?(?:is|are)\s+(?:the\s+|my\s+|our\s+)?.+\s+(?:project|renovation|build|plan|move)\b|\bhow\s+far\s+along\b`)

func ruleOutOfScope(c clause) (ParsedIntent, bool) {
	if c.own {
		return ParsedIntent{}, false
	}
	asked := c.question || askedStart.MatchString(c.s)
	if !asked && doneStatement.MatchString(c.l) && !messageOfNews.MatchString(c.s) && !strings.Contains(c.s, ": ") {
		return ParsedIntent{}, false // "whatsapp group's sorted" reports a to-do done
	}
	if asked && generalKnowledge.MatchString(c.s) && !ownProgress.MatchString(c.s) {
		p := intent("general-knowledge", "askNotes", map[string]any{"question": questionText(c.s), "otherwise": lookupReply})
		return p, true
	}
	if _, qa := cutQuickAdd(c.s); !asked && (qa.project != "" || len(qa.tags) > 0) && errandVerb[firstWord(c.s)] || !c.question && (qa.project != "" && len(qa.tags) > 0 || (qa.project != "" || len(qa.tags) > 0) && qa.priority != "") {
		// "translate the patch notes by monday #Work @northway": said with
		// quick-add tokens, it is a to-do
		return ParsedIntent{}, false // "book flights to rome #Holiday"
	}
	if !asked && ownRide.MatchString(c.s) {
		// "book taxi to bham airport for 23/12": a booking the user will
		// make on that day, said as a note to self
		return ParsedIntent{}, false
	}
	for _, o := range outOfScope {
		if o.first != nil && !o.first[firstWord(c.s)] {
			continue
		}
		if o.unless != nil && o.unless.MatchString(c.s) {
			continue
		}
		if (!o.asked || asked) && o.re.MatchString(c.s) {
			p := intent("out-of-scope", "", nil)
			p.Tool, p.Args = "", nil
			p.Note = o.reply
			if o.re == ownVerbExternal {
				p.IfOwn = ownTaskChange(c)
			}
			return p, true
		}
	}
	return ParsedIntent{}, false
}

// ownRide: a ride to book said with the day it is for and no one it is
// asked of ("book taxi to the airport for 23/12", not "book me a taxi").
var ownRide = re(`^(?:book|order|arrange|sort)\s+(?:a\s+|the\s+|our\s+|my\s+)?(?:taxi|cab|minicab|uber|lyft|airport\s+transfer)\b(?:[^,]*?)\b(?:for|on|by)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\b|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next\s+\w+)`)

// doneStatement: a statement that something is done ("… 's sorted", "… is
// booked"), never a request for Pace to do it.
var doneStatement = re(`(?:'s|\s+is|\s+are|'re|\s+has\s+been|'s\s+been|\s+got)\s+(?:all\s+|now\s+|finally\s+)?(?:sorted|done|booked|paid|sent|set\s+up|organised|organized|fixed|finished|ordered|posted|cancelled|arranged|confirmed)(?:\s+out)?[.!]*$`)

// messageOfNews: a message that tells someone news ("email the members
// to tell them that the trip is confirmed"): the news is no report.
var messageOfNews = re(`^(?:(?:write|send|draft)\s+(?:an?\s+)?(?:email|e-mail|message|text|note)\s+to|email|e-mail|text|message|whatsapp|tell|let|write\s+to)\s+.+?\s+(?:to\s+(?:tell|let|say)|that)\b`)

// errandVerb: bookings, purchases and payments, a to-do when filed in a
// project or labelled.
var errandVerb = set(`book reserve order buy get purchase pay send transfer`)

var askedStart = re(`^(?:tell me|what|what's|who|who's|how|how's|when|where|which|define|translate|convert|calculate|spell|look up|google|search the web|is it|will it)\b`)

// ownTaskChange is c read as a change to one of the user's own tasks, or
// nil when that reading is not a change to one task named by its words.
func ownTaskChange(c clause) *plan.Step {
	c.own = true
	p := parseClean(c, c.s)
	ref, _ := p.Args["task"].(string)
	switch p.Tool {
	case "rescheduleTask", "deleteTask", "completeTask", "updateTask", "snoozeTask", "setPriority", "tagTask", "untagTask":
	default:
		return nil
	}
	if ref == "" || pronoun[asciiLower(ref)] {
		return nil
	}
	st, _ := p.Step()
	return &st
}
