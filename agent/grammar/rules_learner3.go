package grammar

import (
	"strings"

	"pace/plan"
)

// stop34Rewrites: families of trials 140–142 (a blunt electrician, a very
// courteous retired librarian, a Mandarin-first marketing assistant),
// each said the way the rules read it. As in moreRewrites, the user's own
// words for titles and names are kept; only the frame around them
// changes. They run before moreRewrites.
var stop34Rewrites = []guardedRewrite{
	// "X is done, please complete.", "X I already bought, please delete
	// that task." (trial 157; read before the news rules below)
	{lazy(`(?i)^(\s*)(.+?)\s+is\s+(?:done|finished)\s*,\s*(?:please\s+)?(?:complete|mark\s+(?:it\s+)?(?:as\s+)?(?:done|complete))(?:\s+it)?(?:\s+please)?\s*[.!]*$`), "${1}$2 is done", nil},
	{lazy(`(?i)^(\s*)(.+?)\s+i\s+already\s+(?:bought|did|paid|sent|booked|finished)\s*,\s*(?:please\s+)?(delete|remove|complete)\s+(?:that|the|this)\s+task\s*[.!]*$`), "${1}$3 $2", nil},
	// Courtesy sentences before the request: thanks, greetings, "I'm
	// sorry to trouble you again.", "I have put some of my notes in for
	// you." — none asks for anything.
	{lazy(`(?i)^(\s*)(?:(?:(?:thank\s+you|thanks)(?:\s+(?:ever\s+so|so|very)\s+much)?(?:\s+(?:again|indeed))?(?:,?\s+(?:dear|pace|my\s+dear))?|many\s+thanks|(?:good\s+(?:morning|afternoon|evening|day)|hello|hi|hey)(?:,?\s+(?:pace|dear|there))?|(?:i'?m|i\s+am)\s+(?:so\s+|very\s+)?sorry\s+to\s+(?:trouble|bother)\s+you(?:\s+(?:again|once\s+more))?|i\s+hope\s+you(?:'re|\s+are)\s+(?:well|keeping\s+well)|i(?:\s+have|'ve|’ve)\s+(?:now\s+|just\s+)?(?:put|added|imported|uploaded|loaded|saved|given\s+you)\s+(?:in\s+)?(?:some\s+(?:of\s+)?|all\s+(?:of\s+)?)?(?:my|the)\s+notes(?:\s+in)?(?:\s+for\s+you)?)\s*[.!]+\s+)+`), "$1", nil},
	// interjections and sequence words before it: "Oh goodness, no, …",
	// "Lastly, …" ("Oh dear, …" opens an apology, read as one)
	{lazy(`(?i)^(\s*)(?:(?:oh\s+(?:goodness|my|gosh)|goodness(?:\s+me)?|dear\s+me|(?:and\s+)?lastly|(?:and\s+)?finally)\s*[,!]\s*)+(?:no\s*,\s*)?`), "$1", nil},
	// a courtesy sentence after it: "Do forgive me.", "Many thanks."
	{lazy(`(?i)([.!])\s+(?:do\s+)?(?:forgive\s+me|(?:many\s+)?thanks(?:\s+(?:ever\s+so|so|very)\s+much)?|thank\s+you(?:\s+(?:ever\s+so|so|very)\s+much)?(?:,?\s+dear)?|i\s+do\s+apologi[sz]e|(?:so\s+)?sorry(?:\s+(?:for|about)\s+the\s+(?:bother|trouble|confusion|muddle|fuss))?|much\s+appreciated|bless\s+you)\s*[.!]*\s*$`), "$1", nil},
	// a dash between the thing named and the request about it: "the
	// dentist call — could you make it Tuesday?"
	{lazy(`(?i)^(\s*(?:(?:actually|so|oh|and|now)[,\s]+)*(?:the|my|everything)\s+[^—–,.;]+?)\s*[—–]\s*((?:could|can|would|will)\s+you|please|kindly|i\s+meant)\b`), "$1, $2", nil},
	// "the vases, I meant the 17th, not the 19th": its date corrected
	{lazy(`(?i)^(\s*)(?:(?:actually|sorry|oh|oops|no)[,!\s]+)*((?:the|my)\s+[^,]+?)\s*,\s*i\s+meant\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b[^,.]*|(?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)[a-z]*\b[^,.]*|tomorrow[^,.]*)(?:\s*,?\s*not\s+[^,.]+?)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "…, and label it \"books\".", "… Kindly label it cat.": the label
	// said last, of the item just named
	{lazy(`(?i)\s*(?:[,;]\s*|[.!?]\s+)(?:and\s+)?(?:(?:please|kindly)\s+)?(?:(?:would|could|can)\s+you\s+)?(?:please\s+|kindly\s+)?(?:label|tag)\s+(?:it|that|this|them)\s+(?:as\s+|with\s+)?["“]?@?([\p{L}\d_-]+)["”]?\s*(?:,?\s*please)?\s*[.!?]*$`), " @$1", changeFirst},
	// "label all the Edinburgh Trip tasks \"travel\"": the bulk tag
	{lazy(`(?i)\b(?:label|tag)\s+(all\s+(?:of\s+)?(?:the\s+|my\s+)?[^"“]+?\s+(?:tasks?|things|jobs|items|to-?dos))\s+(?:as\s+)?["“]([^"”]+)["”]`), "tag $1 with $2", nil},
	// "all Spring Launch task": the tasks
	{lazy(`(?i)\b(all\s+(?:of\s+)?(?:the\s+|my\s+)?[\p{L}\d'][\p{L}\d' ]*?\s+)task\b`), "${1}tasks", nil},
	// "take the \"treat\" label off the Balmoral tea": the label removed
	{lazy(`(?i)\btake\s+(?:the\s+)?["“]?([\p{L}\d_-]+)["”]?\s+(?:label|tag)\s+off\s+(?:of\s+)?`), "remove the $1 label from ", nil},
	// "Three things, if I may: a, b and c", "add 3 thing for campaign: a,
	// b, c": the count before a list says nothing of its own
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add\s+)?(?:two|three|four|five|six|2|3|4|5|6)\s+(?:more\s+)?)(?:things?|items?|tasks?|jobs?|to-?dos?)(?:,?\s+if\s+i\s+may|,?\s+please)?\s*:`), "${1}tasks:", nil},
	// "For the Edinburgh Trip, could you add two milestones: …"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*,\s*(?:(?:could|can|would|will|might)\s+you\s+|please\s+|kindly\s+)*add\s+((?:two|three|four|2|3|4)\s+milestones)\s*:\s*`), "${1}add $3 to the $2 project: ", nil},
	// "I should also like to put down that I am to chair the meeting on
	// Thursday": a reminder of it
	{lazy(`(?i)^(\s*)i\s+(?:should|would|'d)\s+(?:also\s+)?(?:like|love)\s+to\s+(?:put\s+down|note\s+down|jot\s+down|write\s+down|record)\s+(?:that\s+)?`), "${1}remind me that ", nil},
	{lazy(`(?i)\bremind\s+me\s+that\s+i\s+(?:am|'m)\s+(?:to|going\s+to|supposed\s+to|due\s+to|meant\s+to)\s+`), "remind me to ", nil},
	// "And the train tickets too, I booked those this morning."
	{lazy(`(?i)^(\s*)(?:and|also|plus)\s+((?:the|my)\s+.+?)\s+(?:too|as\s+well)\s*[,;.—-]\s*(?:i(?:'ve|\s+have)?\s+)?(?:already\s+|just\s+)?(?:[a-z]+ed|did|done|got|bought|paid|sent|made|sorted|booked|finished)\s+(?:those|them|it|that|these|this)\b.*$`), "${1}$2 is done", nil},
	// "I already finish the essay homework, mark it done": "it" is the
	// task just named
	{lazy(`(?i)^(\s*)i\s+(?:have\s+)?(?:already\s+)?(?:finish(?:ed)?|did|done|complete(?:d)?)\s+(?:already\s+)?(.+?)(?:\s+already)?\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:mark|tick|check|cross)\s+(?:it|that)\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))\s*(?:please)?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "finish pricing sheet already, done": said done
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:already\s+)?finish(?:ed)?\s+(.+?)\s+already\b\s*[,;.]?\s*(?:(?:it'?s\s+|all\s+)?(?:done|finished|complete))?\s*[.!]*$`), "${1}$2 is done", nil},
	// "delete the football training, seasons finished": the reason says
	// done, the request is the deletion
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|bin|scrap|drop|get\s+rid\s+of)\s+[^,]+?)\s*,\s*[\p{L}' ]{0,30}\b(?:finished|over|ended|done|cancelled|canceled|no\s+longer\s+needed)\b[^,]*$`), "$1", nil},
	// "get rid of the school quote they went with someone else": the
	// reason said without a comma after a deletion
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|bin|scrap|drop|get\s+rid\s+of)\s+.+?)\s+(?:(?:as|because|since|cos)\s+)?(?:they|he|she|we|the\s+client|the\s+customer)\s+(?:went|chose|picked|decided|cancelled|canceled|said|don'?t|doesn'?t|didn'?t|won'?t|no\s+longer|changed)\b.*$`), "$1", nil},
	// "…. how much did i pay last yr again": a question said last
	// without its question mark
	{lazy(`(?i)([.!]\s+)((?:how\s+(?:much|many|long|often)|what(?:'s|s)?|when(?:'s|s)?|where(?:'s|s)?|who(?:'s|s)?|which)\s[^.!?]*?)(?:\s+again)?\s*$`), "$1$2?", nil},
	// "add X, part of Spring Launch, due March 5": the project, said as
	// "add X in the P project, …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|new|put)\b.*?)\s*,\s*(?:it'?s\s+|as\s+)?part\s+of\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*,\s*(.+)$`), "$1 in the $2 project, $3", nil},
	// "how many task I have in next 7 day"
	{lazy(`(?i)\bnext\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|fourteen)\s+day\b`), "next $1 days", nil},
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks?|things?|jobs?|items?)\s+(?:do\s+)?(?:i|we)\s+(?:have|got|have\s+got)\s+(?:due\s+)?(?:in|for|over|within|during)\s+(?:the\s+)?(next\s+\S+\s+days)\s*(\??)`), "${1}what's due in the $2$3", nil},
	// "add a milestone to the hendersons job, sign off and cert by the 18th"
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+a\s+milestone)\s+(?:to|for|in)\s+(?:the\s+|my\s+)?([^,:"“]+?)(?:\s+(?:job|project))?\s*,\s*([^"“]+)$`), "${1} $3 to the $2 project", namedOrQuoted},
	{lazy(`(?i)\bmight\s+you\b`), "could you", nil},
	// "What still remains to be done for the Edinburgh Trip?"
	{lazy(`(?i)^(\s*)what\s+(?:still\s+)?(?:remains|is\s+(?:still\s+)?left|still\s+needs|needs)\s+(?:to\s+be\s+done\s+|doing\s+|to\s+do\s+)?(?:for|on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*(\?*)$`), "${1}what's left in the $2 project$3", forAWhen},
	// "How is the Edinburgh Trip coming along? How many things are left?"
	{lazy(`(?i)^(\s*)how\s+(?:is|are|'s)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:coming\s+along|getting\s+on|progressing|shaping\s+up)\b[^?]*\?(?:\s*how\s+many\s+[^?]*\??)?\s*$`), "${1}show the $2 project", nil},
	// "give me summary of all my project and how many task left in each"
	{lazy(`(?i)^(\s*)(?:(?:please\s+)?(?:give|show|send)\s+me\s+)?(?:a\s+|the\s+)?(?:summary|overview|run-?down|round-?up)\s+of\s+(?:all\s+)?(?:of\s+)?my\s+projects?\b.*$`), "${1}show my projects", nil},
	// "how about the press release, when it is due?"
	{lazy(`(?i)^(\s*)(?:how|what)\s+about\s+(.+?)\s*[,;]\s*when\s+(?:it\s+is|is\s+it|it's|its)\s+due\s*\??$`), "${1}when is $2 due?", nil},
	// "the banner review, change to Thursday 3pm"; "gym I want change to
	// tuesday thursday saturday now"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?(?:change|move|push|shift|put)\s+to\s+`), "${1}move $2 to ", nil},
	{lazy(`(?i)^(\s*)([\p{L}\d'-]+(?:\s+[\p{L}\d'-]+)?)\s+i\s+(?:want|wanna|would\s+like|'d\s+like)\s+(?:to\s+)?change\s+(?:it\s+)?to\s+(.+?)(?:\s+now)?\s*[.!]*$`), "${1}change $2 to $3", nil},
	// "everything due next friday please move to Monday 14"
	{lazy(`(?i)^(\s*)everything\s+(?:that\s+is\s+|that'?s\s+)?(due\s+.+?)\s+please\s+(move|push|shift|postpone|bump)\s+(?:it\s+|them\s+)?(to|until|till)\s+`), "$1$3 everything $2 $4 ", nil},
	{lazy(`(?i)^(\s*)everything\s+(?:that\s+is|that'?s)\s+due\b`), "${1}everything due", nil},
	// "make a project called P and stick X in it"
	{lazy(`(?i)(\band\s+)(?:stick|pop|chuck|throw)\s+(.+?)\s+(?:inside|in|into|under)\s+(?:it|this|that|there)\s*$`), "${1}move $2 into it", nil},
	// "create project Q1 Campaign and put these 3 task in it"
	{lazy(`(?i)\b(put|move|stick|pop|file)\s+(?:these|those|the|all)\s+(?:2|3|4|5|6|two|three|four|five|six)\s+(?:tasks?|things?|items?|jobs?)\s+(in|into|under|to)\b`), "$1 them $2", nil},
	// "show me everything from the 21st to the 27th": a span asked about
	// (a move "from … to …" stays a move)
	{lazy(`(?i)^(\s*(?:(?:please\s+)?(?:show|list|give|tell)\s+(?:me\s+)?|what(?:'s|s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)\s+))(everything|all\s+(?:my\s+)?(?:tasks|things))\s+(?:due\s+|on\s+)?from\s+(.+?)\s+(?:to|until|till|through|thru)\s+`), "$1$2 between $3 and ", nil},
	// "When is Marmalade's vet appointment again?": "again" asks to be
	// reminded, no part of what is asked about
	{lazy(`(?i)^(\s*(?:when|what\s+time|what\s+day|where|what\s+date)\b.*?)\s+again\s*(\??)\s*$`), "$1$2", nil},
	// "how many days till the MOT": when it is due, and how far off
	{lazy(`(?i)^(\s*)how\s+many\s+(?:more\s+)?(?:days|weeks|sleeps)\s+(?:is\s+it\s+)?(?:till|until|til|to|before)\s+`), "${1}how long until ", nil},
	// "what tasks do I have to do (today)": no project called "to do"
	{lazy(`(?i)^(\s*)what\s+(?:tasks|things|jobs|to-?dos)\s+(?:do\s+i\s+have|have\s+i\s+got|i\s+have|i\s+got|are\s+there|do\s+i\s+need)\s+(?:left\s+|still\s+)?to\s+do\b`), "${1}what do I have to do", nil},
	// "whats on tap for wednesday": what is on
	{lazy(`(?i)\bon\s+tap\b`), "on", nil},
	// "change the water bill one to the 10th of every month instead of the
	// 15th": the repetition changed, not this time's date
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:change|move|switch|make|set)\s+(.+?)\s+to\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:every|each)\s+month|every\s+month\s+on\s+the\s+\d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:instead\s+of|not|rather\s+than)\s+.*|\s*,.*)?\s*[.!]*$`), "${1}make $2 repeat $3", nil},
	// "change the miller project due date to feb 15": its deadline
	{lazy(`(?i)\b((?:the\s+|my\s+)[^,]+?\s+project)(?:'s)?\s+(?:due\s+date|end\s+date|finish\s+date|due\s+day)\b`), "$1 deadline", nil},
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,]+?\s+project)\s+is\s+(?:now\s+)?due\s+(?:on\s+|by\s+)?`), "${1}the deadline for the $2 is now ", nil},
	// "how many things do i have overdue"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs|items)\s+(?:do\s+i\s+have|have\s+i\s+got|are\s+there|are|i\s+have|i\s+got)\s+(?:that\s+are\s+)?(overdue|late|due\s+today|due\s+tomorrow)\s*(\??)$`), "${1}what's $2$3", nil},
	// "oil change is off, my buddy's doing it. delete it"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,.;]+?)\s+(?:is|'s)\s+(?:off|cancelled|canceled|not\s+happening|called\s+off|not\s+needed)\b[^.;!]*[.;!]\s*(?:so\s+)?(?:please\s+)?(?:just\s+)?(delete|remove|cancel|bin|scrap)\s+(?:it|that|this)\s*(?:please)?\s*[.!]*$`), "${1}$3 $2", nil},
	// "… tag work and health": two labels said last
	{lazy(`(?i)\s*,?\s+(?:tag|label)(?:ged|led)?\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)(?:\s*[,&+]\s*|\s+and\s+)@?([\p{L}\d_-]+)\s*[.!]*$`), " @$1 @$2", labelVerbFirst},
	// "add X every tues 5:30pm tag family": the label said last
	{lazy(`(?i)\s*,?\s+(?:tag|label)(?:ged|led)?\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), " @$1", labelVerbFirst},
	// trials 143–145: asides in brackets that ask or exclaim ("(honestly
	// where does it all go?)", "(ha!)"), "while you're at it"; a bracket
	// that says something of the thing stays ("(chocolate, no nuts!)")
	{lazy(`(?i)\s*\((?:[^()]*\?[^()]*|\s*(?:ha+|lol|haha|bless\s+(?:her|him|them)|sigh|oops|ugh|phew|yay|wow)\s*[!.]*\s*|[^()]*\b(?:lol|haha|lmao)\b[^()]*)\)`), "", lazy(`["“][^"”]*\([^"”]*\)[^"”]*["”]`)},
	{lazy(`(?i)\s*,?\s*(?:as\s+well\s+)?while\s+you'?re\s+at\s+it\b`), "", nil},
	{lazy(`(?i)^(\s*)(?:(?:right|ok(?:ay)?|so|now|well)\s*,?\s*)?(?:first\s+things\s+first|first\s+of\s+all|to\s+start\s+with|quick\s+one)\s*[—–,:-]\s*`), "$1", nil},
	// "Actually make that fortnightly": how it repeats
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh|wait)[,!\s]+)*(?:please\s+)?(?:make|change|set)\s+(it|that|this)\s+(?:to\s+)?(?:fortnightly|every\s+other\s+week|every\s+(?:two|2)\s+weeks)\b(?:\s*[,;.—-].*)?$`), "${1}make $2 repeat every 2 weeks", nil},
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh|wait)[,!\s]+)*(?:please\s+)?(?:make|change|set)\s+(it|that|this)\s+(?:to\s+)?(weekly|monthly|daily|yearly)\b(?:\s*[,;.—-].*)?$`), "${1}make $2 repeat $3", nil},
	// "The pipette tips, please give it the label \"lab\"": a label for
	// the thing named first; "put the label \"lab\" also on all tasks of P"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:(?:could|can|would)\s+you\s+|please\s+)*(?:give|put|add)\s+(?:it|them)\s+(?:the\s+|a\s+)?(?:label|tag)\s+`), "${1}tag $2 with ", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|give|set)\s+(?:the\s+|a\s+)?(?:label|tag)\s+["“]?([\p{L}\d_-]+)["”]?\s+(?:also\s+|too\s+|as\s+well\s+)?(?:on|to|onto)\s+(.+?)(?:\s+(?:also|too|as\s+well))?\s*[.!]*$`), "${1}tag $3 with $2", nil},
	{lazy(`(?i)\btag\s+all\s+(?:the\s+)?(?:tasks|things|jobs)\s+(?:of|in|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+with\b`), "tag all the $1 tasks with", nil},
	{lazy(`(?i)^(\s*(?:(?:can|could|would)\s+you\s+|please\s+)*)label\s+(.+?)\s+(?:as|with)\s+["“]([^"”]+)["”]`), "${1}tag $2 with $3", nil},
	// "the pipette tips have time until Wednesday"
	{lazy(`(?i)^(\s*)(?:(?:ah|oh|sorry|actually)[,!\s]+)*((?:the|my)\s+.+?)\s+(?:has|have)\s+(?:got\s+)?time\s+(?:until|till|to)\s+`), "${1}move $2 to ", nil},
	// "you can make it as done"
	{lazy(`(?i)\bmake\s+(it|that|this|them)\s+as\s+(done|finished|complete)\b`), "mark $1 as $2", nil},
	// "All tasks in P which have no date yet, please give them D"
	{lazy(`(?i)^(\s*)all\s+(?:the\s+)?(?:tasks|things|jobs)\s+(in\s+(?:the\s+|my\s+)?.+?)\s+(?:which|that)\s+(?:have|has)\s+no\s+(?:date|due\s+date|deadline)(?:\s+yet)?\s*,\s*(?:please\s+)?(?:give|set|put)\s+(?:them|it)\s+(?:to\s+|for\s+|on\s+)?`), "${1}set everything $2 without a date to ", nil},
	// "set the priority of X back to normal and remove the tag \"urgent\""
	{lazy(`(?i)\b(priority\s+of\s+.+?)\s+back\s+to\b`), "$1 to", nil},
	{lazy(`(?i)\band\s+(?:remove|take\s+off|delete|drop)\s+the\s+(?:tag|label)\s+["“]?([\p{L}\d_-]+)["”]?(?:\s*,\s*(?:it'?s|it\s+is|as|because|since)\b.*)?$`), "and remove the $1 label from it", nil},
	// "Make the abstract due on 5 January and high priority."
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|set)\s+(.+?)\s+due\s+(?:on\s+|by\s+)?(.+?)\s+and\s+((?:high|low|top|normal|urgent)(?:\s+priority|\s+prio)?)\s*[.!]*$`), "${1}move $2 to $3 and make it $4", nil},
	// "the 7. January": a day written with a full stop
	{lazy(`(?i)\b(\d{1,2})\.\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b`), "$1 $2", nil},
	// "The Studierendenwerk call I have done": the thing first
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s+i\s+(?:have\s+|'ve\s+)?(?:already\s+)?(?:done|finished|made|completed|sent|paid|booked)\b(?:\s+(?:it|them|that|this))?(?:\s+already)?`), "${1}$2 is done", nil},
	// "Close the primer task and the efficiency test": done
	{lazy(`(?i)^(\s*(?:please\s+)?)close\s+((?:the\s+|my\s+).+?\s+task\b.*?)\s*[.!]*$`), "${1}mark $2 as done", nil},
	// "Show me please all what is open for the thesis chapter, sorted by date"
	{lazy(`(?i)^(\s*)show\s+me\s+please\b`), "${1}please show me", nil},
	{lazy(`(?i)\ball\s+what\s+is\s+(open|due|left)\s+(?:for|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*(?:,\s*sorted\s+by\s+(?:date|due\s+date))?\s*[.!?]*$`), "what's left in the $2 project", nil},
	{lazy(`(?i)^(\s*)what\s+is\s+all\s+in\s+`), "${1}what's in ", nil},
	{lazy(`(?i)\s*,?\s*sorted\s+by\s+(?:date|due\s+date)\s*([.!?]*)$`), "$1", nil},
	// "How many open tasks I have in the moment?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:open\s+)?(?:tasks|things|jobs|to-?dos)\s+(?:do\s+)?(?:i|we)\s+(?:have|got|have\s+got)(?:\s+open)?(?:\s+(?:at|in)\s+the\s+moment|\s+right\s+now|\s+now|\s+currently|\s+at\s+present)?\s*(\??)$`), "${1}how many tasks are still open$2", nil},
	// "Which tasks I have for the next week?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+(?:tasks|things|jobs)\s+(?:do\s+)?i\s+(?:have|got)\s+(?:for|in)\s+(?:the\s+)?(next\s+week|this\s+week|tomorrow|today)\s*(\??)`), "${1}what's due $2$3", nil},
	// "Put into P following things: a, b and c"
	{lazy(`(?i)^(\s*(?:please\s+)?)put\s+(?:into|in|under)\s+(.+?)\s+(?:the\s+)?following\s+(?:things|tasks|items|points)\s*:`), "${1}add to $2:", nil},
	// "I'd like to set up a project for the fair please, its on D. Call it X."
	{lazy(`(?i)^(\s*)(?:i'?d\s+like\s+to\s+|i\s+would\s+like\s+to\s+|please\s+|(?:can|could|would)\s+you\s+)*(?:set\s+up|create|start|make)\s+a\s+(?:new\s+)?project\s+for\s+([^,.;]+?)(?:\s+please)?(?:,[^.;]*)?[.;]\s*(?:please\s+)?call\s+it\s+["“]?([^"”.]+?)["”]?\s*[.!]*$`), "${1}create a project called \"$3\" for $2", nil},
	// "add the Parents' Evening as a project too, it'll be in February"
	{lazy(`(?i)^(\s*)(?:(?:right|ok|so)\s*,\s*)?(?:i\s+need\s+to\s+|i'?d\s+like\s+to\s+|please\s+|(?:can|could)\s+you\s+)*add\s+(?:the\s+)?(.+?)\s+as\s+a\s+(?:new\s+)?project(?:\s+too|\s+as\s+well)?\b.*$`), "${1}create a project called \"$2\"", nil},
	// "New project: qPCR Validation, the deadline is end of January"
	{lazy(`(?i)^(\s*(?:new\s+project\s*:?|(?:create|start|make)\s+(?:a\s+|the\s+)?(?:new\s+)?project(?:\s+called)?)\s*)(.+?)\s*,\s*(?:the\s+|its\s+|it'?s\s+)?deadline\s+(?:is\s+)?(.+?)\s*[.!]?$`), "${1}$2 due $3", nil},
	// "put a milestone in the P project for 'X' on the 9th"
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+you\s+|please\s+)*(?:put|add|set|create)\s+(?:a\s+)?milestone\s+(?:in|to|for|into)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+(?:for|called|named)\s+["“]([^"”]+)["”]\s*(.*?)\s*\??$`), "${1}add a milestone \"$3\" $4 to the $2 project", nil},
	// "jot down a note for me: …"
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+you\s+|please\s+)*(?:jot|write|put|take|make)\s+(?:down\s+)?a\s+(?:quick\s+)?note\s*(?:for\s+me\s*)?:\s*`), "${1}note: ", nil},
	// "What's labelled budget at the minute?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:labelled|labeled|tagged)\s+(?:with\s+|as\s+)?["“]?([\p{L}\d_-]+)["”]?(?:\s+(?:at\s+the\s+(?:minute|moment)|right\s+now|now|currently))?\s*(\??)$`), "${1}show my tasks tagged $2$3", nil},
	// "Is there anything in the P project yet?"
	{lazy(`(?i)^(\s*)is\s+there\s+anything\s+(?:in|for|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)(?:\s+yet)?\s*\?*$`), "${1}what's in the $2 project?", nil},
	// "What's the most urgent thing I've got on?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is|\s+are)\s+(?:the\s+|my\s+)?most\s+(?:urgent|important|pressing)\s+(?:thing|task|job)s?\b.*$`), "${1}what are my high priority tasks?", nil},
	// "What's still outstanding overall?"
	{lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is)|what\s+have\s+i\s+got)\s+(?:still\s+)?(?:outstanding|left\s+to\s+do|left|to\s+do)(?:\s+overall|\s+in\s+total|\s+altogether|\s+in\s+general)\s*(\??)$`), "${1}what's open$2", nil},
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+still\s+outstanding\s*(\??)$`), "${1}what's open$2", nil},
	// "How many things have I got left to do for the Christmas Fair?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs)\s+(?:have\s+i\s+got|do\s+i\s+have|are\s+there|are)\s+(?:still\s+)?(?:left|to\s+do|outstanding|open)(?:\s+to\s+do)?\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s*\??$`), "${1}what's left in the $2 project?", forAWhen},
	// "mark the whole Winter Fair project as finished": the project
	{lazy(`(?i)\b(?:mark|set|tick\s+off)\s+(?:the\s+)?(?:whole\s+|entire\s+)?([^,.;]+?)\s+project\s+(?:as\s+)?(?:done|finished|complete|completed|over)\b[^,.;]*`), "archive the $1 project", lazy(`(?i)\b(?:mark|set|tick\s+off)\s+(?:everything|all|every|each|anything)\b`)},
	// "Tombola bottles are all sorted and so are the raffle prizes"
	{lazy(`(?i)^(\s*)(.+?)\s+(?:is|are)\s+(?:all\s+)?(?:sorted|done|finished|ready)\s+and\s+so\s+(?:is|are)\s+(.+?)\s*(?:[—–.,;!].*)?$`), "${1}$2 and $3 are done", nil},
	// "Actually the 7 January.": the thing just named moved there
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh|wait|oops)[,!\s]+)+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{4})?|the\s+\d{1,2}(?:st|nd|rd|th))\s*[.!]*$`), "${1}move it to $2", nil},
	// "…, and the present is also bought": done too
	{lazy(`(?i)\b(is|are|was|were)\s+also\s+(done|bought|sorted|finished|paid|sent|booked|ordered|posted|returned|fixed|cleaned|collected|confirmed)\b`), "$1 $2", nil},
	// "…, beginning tomorrow": when it starts
	{lazy(`(?i)\s*,\s*(?:beginning|starting)\s+(?:from\s+)?`), " starting ", nil},
	// "Which milestones are coming next in all my projects?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+milestones\s+(?:are\s+)?(?:coming\s+(?:up\s+)?next|coming\s+up|next|ahead)(?:\s+(?:in|for|across)\s+(?:all\s+)?(?:of\s+)?my\s+projects)?\s*\??$`), "${1}what milestones are coming up", nil},
	// "…. Can you put that down for Monday please?": the thing just said,
	// on that day
	{lazy(`(?i)([.!?])\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:put|add|note|jot|pop|write)\s+(?:this|it|that)(?:\s+(?:down|in|on))?\s+(?:for|on)\s+([^.?!,]+?)(?:\s*,?\s*please)?\s*[?.!]*\s*$`), "$1 Move it to $2.", nil},
	// "The boiler man came this morning, hooray! Mark that as done":
	// the thing the news is about, done
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([^,.;!?]+?)\s+(?:came|has\s+been|have\s+been|turned\s+up|showed\s+up|arrived|has\s+come|have\s+come)\b[^.!?]*[.!?]+\s*(?:so\s+)?(?:please\s+)?(?:you\s+can\s+)?(?:mark|tick|check|cross)\s+(?:that|it|this)(?:\s+one)?\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))\b[^,.;]*[.!]*\s*$`), "${1}the $2 is done", nil},
	// "Bev's already said yes about the urn, so you can tick that one off"
	{lazy(`(?i)^(\s*)(?:[^,.;]*,\s*)?[^,.;]*?\b(?:said\s+yes|agreed|confirmed|sorted\s+out)\s+(?:about|to|on)\s+(the\s+[^,.;]+?)\s*[,.;]\s*(?:so\s+)?(?:you\s+can\s+|please\s+)*(?:tick|mark|check|cross)\s+(?:that|it|this)(?:\s+one)?\s+(?:off|(?:as\s+)?done)\b[^,.;]*`), "${1}$2 is done", nil},
	// "Dennis has confirmed the hall's booked so tick that off, and …"
	{lazy(`(?i)^(\s*)[^,.;]*?\b(?:confirmed|says|said|told\s+me)\s+(?:that\s+)?(the\s+[^,.;']+?)(?:'s|’s|\s+is|\s+has\s+been)\s+(booked|sorted|done|paid|fixed|ordered|arranged)\b[^,.;]*?\s*[,.;]?\s*(?:so\s+)?(?:you\s+can\s+|please\s+)*(?:tick|mark|check|cross)\s+(?:that|it|this)(?:\s+one)?\s+(?:off|(?:as\s+)?done)\b`), "${1}$2 is $3", nil},
	// "make that Monday, she's just popped in and said Monday to be safe"
	{lazy(`(?i)^(\s*)(?:(?:actually|no|sorry|oh|wait|oops)[,!\s]+)*(?:make|change)\s+(?:that|it)\s+(?:to\s+)?((?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)[a-z]*|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?)\s*,.*$`), "${1}move it to $2", nil},
	// "the nativity programmes, Mrs Patel says she needs them by Tuesday
	// not Wednesday, …": moved to the day they are needed
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*[^,]*?\b(?:needs?|wants?)\s+(?:it|them|that|those)\s+(?:by|for|on)\s+([^,.]+?)(?:\s+(?:not|instead\s+of|rather\s+than)\s+[^,.]+)?\s*(?:[,.].*)?$`), "${1}move $2 to $3", nil},
	// "Right, that's me nearly done for the term. What's …": a remark
	{lazy(`(?i)^(\s*)(?:(?:right|ok(?:ay)?|well|so)\s*,?\s*)?that'?s\s+me\s+(?:nearly\s+|almost\s+|about\s+)?(?:done|finished|sorted)(?:\s+for\s+(?:the\s+)?(?:day|today|term|week|now|year|night))?\s*[.!]+\s+`), "$1", nil},
	// "The fair's all done now — can you …": news before the request
	{lazy(`(?i)^(\s*)[^—–?]+?(?:'s|’s|\s+is|\s+are)\s+(?:all\s+)?(?:done|over|finished)(?:\s+now)?\s*[—–,]\s*((?:can|could|would)\s+you|please)\b`), "$1$2", nil},
	// "I need to remember to X": a reminder
	{lazy(`(?i)\bi\s+(?:need|have|must|want)\s+to\s+remember\s+to\s+`), "remind me to ", nil},
	// trials 146–148: "… bc need them thurs": the reason said last
	{lazy(`(?i)\s+(?:bc|b/c|cuz|bcoz|bcos)\s+[^,.;]*$`), "", nil},
	// "landlord number pls": the note's number asked for
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+((?:phone\s+)?number|phone|email|address|code|postcode)\s+(?:pls|please|plz|thx)\s*[?.!]*$`), "${1}what's the $2 $3?", nil},
	// "oops not done w dentist i missed it, reopen pls"
	{lazy(`(?i)^(\s*)(?:(?:oops|oh|ah|sorry|actually)[,!\s]+)*not\s+done\s+(?:w/?|with)\s+(.+?)\s+(?:i\s+[^,.]*?\s+)?reopen(?:\s+(?:it|pls|please|plz))*\s*[.!]*$`), "${1}reopen $2", nil},
	// "label those all kids"
	{lazy(`(?i)^(\s*)(?:label|tag)\s+(?:those|these|them)(?:\s+(?:all|both))?\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s*[.!]*$`), "${1}tag them with $2", nil},
	// "emma's permission slip is due mon make it high"
	{lazy(`(?i)^(\s*)(.+?)\s+is\s+(?:now\s+)?due\s+(.+?)\s*,?\s+(?:and\s+)?make\s+it\s+(high|low|urgent|top)(?:\s+priority|\s+prio)?\s*[.!]*$`), "${1}move $2 to $3 and make it $4 priority", nil},
	// "book movers done!!"
	{lazy(`(?i)^(\s*.+?\s+done)\s*!{2,}\s*$`), "$1", nil},
	// "cancel internet is done, also change address done"
	{lazy(`(?i)\s*,\s*also\s+(.+?)\s+(?:is\s+)?(done|finished|sorted)\s*[.!]*$`), " and $1 is $2", nil},
	// "every yr", "every wk"
	{lazy(`(?i)\bevery\s+yr\b`), "every year", nil},
	{lazy(`(?i)\bevery\s+wk\b`), "every week", nil},
	{lazy(`(?i)\bevery\s+mth\b`), "every month", nil},
	// "— no, make that Saturday 12 December, same time": the date said again
	// "Actually, the turkey order must be placed by Thursday, not Friday."
	{lazy(`(?i)^(\s*)(?:actually[,\s]+)?((?:the|my)\s+.+?)\s+(?:must|should|has\s+to|needs\s+to|have\s+to)\s+be\s+(?:placed|done|sent|paid|finished|booked|ordered|submitted|returned|posted|collected|in)\s+(?:by|on|before)\s+([^,.;]+?)(?:\s*,?\s*(?:not|rather\s+than|instead\s+of)\s+[^,.]+)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "Mark the fuse task as done. Sorry — I mean the library books task"
	{lazy(`(?i)^(.*?\b(?:mark|tick\s+off|complete|delete|move)\s+)(?:the\s+)?(.+?)((?:\s+as\s+done|\s+done|\s+off|\s+to\s+[^.]+?)?)\s*[.!]\s*(?:sorry|no|oops)\s*[—–,-]?\s*i\s+mean(?:t)?\s+(.+?)\s*(?:[;.!].*)?$`), "$1$4$3", nil},
	// "I have renewed the car insurance — £412, …. Mark it done, please."
	{lazy(`(?i)^(\s*)i\s+(?:have\s+|'ve\s+)?(?:just\s+)?([a-z]+(?:ed|id|ent|ought|ught))\s+(the\s+[^—–,.;]+?)(?:\s+(?:yesterday|today|this\s+morning)[^—–,.;]*)?\s*(?:[—–,;].*?)?[.!]\s*(?:please\s+)?(?:mark|tick|check)\s+(?:it|that)\s+(?:as\s+)?(?:done|complete|completed|off)(?:,?\s*please)?\s*[.!]*$`), "${1}I $2 $3", nil},
	// "…; Please mark the \"confirm numbers\" task as done.": the task named
	{lazy(`(?i)^.*?[.;!]\s*(?:please\s+)?(mark|tick\s+off|delete|complete)\s+(the\s+["“][^"”]+["”](?:\s+task)?(?:\s+(?:as\s+)?(?:done|complete|completed|off))?)\s*[.!]*$`), "$1 $2", nil},
	// "phone X and ask them whether …": Pace asked to call and ask
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:phone|call|ring|telephone)\s+([^,.]+?)\s+and\s+ask\s+(them|him|her)\s+(whether|if|when|what|how)\b`), "${1}phone $2 for me and ask $3 $4", nil},
	{lazy(`(?i)^(\s*)(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(call|phone|ring|text|email|message)\s+(.+?)\s+(?:and|to)\s+`), "${1}$2 $3 for me and ", nil},
	// "Change the bins task so that it is every Wednesday at 19:00 instead of Tuesday"
	{lazy(`(?i)\b(?:change|set|alter)\s+(.+?)\s+so\s+that\s+it\s+(?:is|repeats|happens|runs|comes)\s+(every\s+.+?)(?:\s+instead\s+of\s+[^;,.]+)?\s*(?:[;,.].*)?$`), "make $1 repeat $2", nil},
	// numbered lists: "add the following three tasks: (1) a; (2) b; (3) c"
	{lazy(`(?i)\b(?:add|create)\s+(?:the\s+)?following(?:\s+(?:two|three|four|five|\d))?\s+(?:tasks|things|items)\s*:`), "add:", nil},
	{lazy(`(?i)(:)\s*\(1\)\s*`), "$1 ", nil},
	{lazy(`(?i)\s*[;,.]?\s*(?:and\s+)?\([2-9]\)\s*`), ", ", nil},
	{lazy(`(?i)\b(tagged|labelled|labeled)\s+["“]([\p{L}\d_-]+)["”]`), "$1 $2", nil},
	// "Everything tagged \"car\" — please make it high priority."
	{lazy(`(?i)^(\s*)everything\s+(.+?)\s*[,—–]\s*(?:please\s+)?make\s+(?:it|them)(?:\s+all)?\s+(high|low|normal|urgent|top)(?:\s+priority)?\s*[.!]*$`), "${1}make everything $2 $3 priority", nil},
	// "tag all three tasks in P with X"
	{lazy(`(?i)\btag\s+all\s+(?:two|three|four|five|six|\d+)\s+(?:the\s+)?(?:tasks|things|jobs)\s+(?:in|of)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+with\b`), "tag all the $1 tasks with", nil},
	// "a second milestone", "another milestone"
	{lazy(`(?i)\ba\s+(?:second|third|fourth|further|new)\s+milestone\b`), "a milestone", nil},
	{lazy(`(?i)\banother\s+milestone\b`), "a milestone", nil},
	// "Set its due date to Monday"
	{lazy(`(?i)\bset\s+its\s+(?:due\s+)?date\s+(?:to|for)\b`), "move it to", nil},
	// "The freezer task should be low priority and tagged \"house\"."
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+should\s+be\s+(high|low|normal|urgent|top)\s+priority\s+and\s+(?:tagged|labelled|labeled)\s+["“]?([\p{L}\d_-]+)["”]?\s*[.!]*$`), "${1}make $2 $3 priority and tag it $4", nil},
	// "Delete the task \"X\" — no, wait, do not delete it; just move it to D."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:delete|remove)\s+(?:the\s+task\s+)?(["“][^"”]+["”])(?:\s+task)?\s*[—–,-]+\s*no\s*,?\s*wait\s*,?\s*(?:do\s+not|don'?t)\s+delete\s+it\s*[;,.]\s*(?:just\s+)?(move|push)\s+it\s+to\s+`), "${1}$3 $2 to ", nil},
	// "… inclusive"
	{lazy(`(?i)\s+inclusive\s*(\??)\s*$`), "$1", nil},
	// "Please list all my projects together with their deadlines."
	{lazy(`(?i)^(\s*)(?:(?:please|can\s+you|could\s+you)\s+)?(?:list|show(?:\s+me)?)\s+(?:all\s+)?(?:of\s+)?my\s+projects\s+(?:together\s+)?(?:with|and)\s+(?:their|the)\s+deadlines(?:\s+of\s+them)?\s*[.!?]*$`), "${1}what are my project deadlines?", nil},
	// "what have I got to do next week?"
	{lazy(`(?i)^(\s*)what\s+(?:have\s+i\s+got|do\s+i\s+have)\s+(?:to\s+do\s+|on\s+)?next\s+week\s*(\??)$`), "${1}what's due next week$2", nil},
	// "Take out the label suppliers from the milk task"
	{lazy(`(?i)\btake\s+(?:out|off|away)\s+the\s+(?:label|tag)\s+["“]?([\p{L}\d_-]+)["”]?\s+(?:from|of|on)\s+`), "remove the $1 label from ", nil},
	// "actually is friday, not thursday"
	{lazy(`(?i)^(\s*)actually\s*,?\s+(?:it'?s|is|its)\s+`), "${1}actually ", nil},
	// "Put a milestone in the kitchen renovation: \"tiles chosen\", on D"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|add)\s+(?:a\s+)?milestone\s+(?:in|to|for)\s+(?:the\s+|my\s+)?([^:]+?)(?:\s+project)?\s*:\s*(["“][^"”]+["”])\s*,?\s*(.*?)\s*[.!]*$`), "${1}add a milestone $3 $4 to the $2 project", nil},
	// "Please put all the Festa Junina tasks with low priority for now"
	{lazy(`(?i)\b(?:put|set)\s+(all\s+(?:the\s+)?.+?\s+tasks)\s+(?:with|on|to|at|as)\s+(high|low|normal|urgent)\s+priority\b.*$`), "make $1 $2 priority", nil},
	// "What is left for tomorrow?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:still\s+)?left\s+(?:to\s+do\s+)?(?:for\s+)?(today|tomorrow|this\s+week|next\s+week)\s*(\??)$`), "${1}what's due $2$3", nil},
	// "Today I need to do 3 things: a, b and c"
	{lazy(`(?i)^(\s*)(today|tomorrow)\s*,?\s+i\s+(?:need|have|want)\s+to\s+do\s+(?:\d|two|three|four|five)\s+things\s*:\s*`), "${1}$2: ", nil},
	// "For the kitchen project please add: a, b and c"
	{lazy(`(?i)^(\s*)for\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\s*,?\s+(?:(?:can|could|would)\s+you\s+|please\s+)+(?:add|put)\s*:`), "${1}add to the $2 project:", nil},
	// "…, with the milestones: a on D1, and b on D2"
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|create|start|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called\s+)?(["“][^"”]+["”])(?:\s+[^:]*?)?\s*,?\s+with\s+(?:the\s+)?(?:following\s+)?milestones\s*:`), "${1}create a project $2 and give it the milestones:", nil},
	// "What is the next milestone of the kitchen renovation?"
	{lazy(`(?i)\b(next\s+milestones?)\s+of\s+`), "$1 for ", nil},
	// "I changed my mind about the rent, I pretend to pay it on the 3rd"
	{lazy(`(?i)^(\s*)i\s+(?:have\s+|'ve\s+)?changed\s+my\s+mind\s+about\s+(the\s+[^,.;]+?)\s*[,.;]\s*.*?\b(?:on|to|for)\s+(the\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b.*$`), "${1}move $2 to $3", nil},
	// trials 149–151: "…, its like 2500 words, put that in pls"
	{lazy(`(?i)\s*,?\s+(?:it'?s|its)\s+like\s+[^,.;]*`), "", nil},
	{lazy(`(?i)\s*,?\s*(?:can\s+you\s+|could\s+you\s+)?(?:please\s+|pls\s+)?(?:put|add|pop|stick)\s+(?:that|this|it)\s+(?:in|on|down)(?:\s+(?:pls|please|plz|for\s+me))*\s*[.!]*$`), "", nil},
	// "boiler is still broken, add email landlord about boiler tmrw"
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?[\p{L}' ]+?\s+(?:is|are|was|has|have)\s+(?:still\s+|now\s+|totally\s+|completely\s+|gone\s+)?(?:broken|leaking|dead|down|out|empty|full|missing|late|bust|playing\s+up|not\s+working|acting\s+up|blocked|flat|overdue|run\s+out|packed\s+up|stopped\s+working)\s*,\s*(add|remind\s+me\s+to)\s+`), "$1$2 ", nil},
	// "change X to be due jan 6 and call it Y": a new name
	{lazy(`(?i)\bto\s+be\s+due\s+(?:on\s+)?`), "to ", nil},
	// "… my bad", "…, sorry"
	{lazy(`(?i)\s*,?\s+(?:my\s+bad|soz)\s*[.!]*$`), "", nil},
	// "oops no i didnt she didnt pick up, undo that"
	{lazy(`(?i)^.*?[,.;!]\s*(?:so\s+)?(?:please\s+)?(undo\s+(?:that|it))(?:\s+please|\s+pls)?\s*[.!]*$`), "$1", nil},
	// "put all those in a project called xmas"
	{lazy(`(?i)^(\s*)(?:put|move|stick|pop)\s+(?:all\s+)?(?:those|these|them)(?:\s+all)?\s+(?:in|into|under)\s+a\s+(?:new\s+)?project\s+(?:called|named)\s+(.+?)\s*[.!]*$`), "${1}create a project called $2 and move them into it", nil},
	// "stats quiz is tagged uni and high prio pls"
	{lazy(`(?i)^(\s*)(.+?)\s+is\s+(?:tagged|labelled|labeled)\s+@?([\p{L}\d_-]+)\s+and\s+(high|low|urgent|top)\s+prio(?:rity)?\b.*$`), "${1}tag $2 with $3 and make it $4 priority", nil},
	// "show me everything ive finished so far"
	{lazy(`(?i)^(\s*)(?:show|list)\s+(?:me\s+)?(?:everything|all|what)\s+(?:i'?ve|ive|i\s+have)\s+(?:finished|done|completed|ticked\s+off)(?:\s+so\s+far)?\s*[.!?]*$`), "${1}what have I completed?", nil},
	// "got mums present and the wrapping paper, tick both"
	{lazy(`(?i)^(\s*)(?:i\s+)?(?:got|bought|did|sorted|picked\s+up)\s+(.+?)\s*,\s*(?:tick|mark|check)\s+(?:them\s+)?(?:both|all)(?:\s+off|\s+done)?\s*[.!]*$`), "${1}$2 are done", nil},
	// "whats on my list rn"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+on\s+my\s+(?:list|to-?do\s+list|todo\s+list)(?:\s+(?:now|rn|right\s+now|atm|at\s+the\s+moment))?\s*\??$`), "${1}what's open?", nil},
	{lazy(`(?i)\s+so\s+far\s*(\??)\s*$`), "$1", nil},
	// "what do i need to do before friday"
	{lazy(`(?i)^(\s*)what\s+(?:do\s+)?i\s+(?:need|have)\s+to\s+do\s+(before|by|until)\s+`), "${1}what's due $2 ", nil},
	// "whats my top priority stuff rn"
	{lazy(`(?i)^(\s*)(?:ok(?:ay)?\s*,?\s*)?what(?:'s|s|\s+is|\s+are)\s+(?:my\s+)?top\s+priority\s+(?:stuff|things|tasks|items)\b.*$`), "${1}what are my high priority tasks?", nil},
	// "Everything tagged billing - mark done, all sent out."
	{lazy(`(?i)^(\s*)everything\s+(tagged\s+\S+|in\s+.+?|due\s+.+?)\s*[-—–,:]\s*(?:please\s+)?mark\s+(?:them\s+|it\s+)?(?:all\s+)?(?:as\s+)?done\b.*$`), "${1}mark everything $2 as done", nil},
	// "How many open tasks do I have total?"
	{lazy(`(?i)^(\s*how\s+many\s+(?:open\s+)?(?:tasks|things|jobs)\s+(?:do\s+)?i\s+have)\s+(?:in\s+)?(?:total|altogether|overall)\s*(\??)$`), "$1$2", nil},
	// "… - due Jan 15, repeats every 3 months"
	{lazy(`(?i)\s+[-—–]\s+(due|by)\s+`), " $1 ", nil},
	// "Draft a letter for X and send it out through DocuSign": an app
	{lazy(`(?i)^(?:(?:can|could|would)\s+you\s+|please\s+)*(?:draft|write|prepare)\s+.+?\s+and\s+(?:send|sign|e-?mail)\s+(?:it|this|that)\s+(?:out\s+)?(?:through|via|using|on|with)\s+(docusign|gmail|outlook|slack|whatsapp|email|e-mail)\b.*$`), "send an email through $1", nil},
	// "Pay my quarterly tax due Jan 15, repeats every 3 months": a new one
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add\s+)?)((?:pay|buy|call|send|file|renew|book|submit|do|clean|water|check|order|back\s+up|review)\b.*?)\s*,\s*(?:repeats?|repeating|recurring)\s+(every\s+.+)$`), "${1}$2 $3", nil},
	// "Weekly, Fridays 4pm: review AR aging report. label admin"
	{lazy(`(?i)^(\s*)(?:weekly|every\s+week)\s*,\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s*([^:]*?)\s*:\s*([^.]+?)\s*(\.\s*.*)?$`), "${1}$4 every $2 $3$5", nil},
	// "send the drawings to the client of the Hackney project": the
	// project is Hackney, the client is the title's
	{lazy(`(?i)\bto\s+the\s+(\w+)\s+of\s+the\s+([\p{L}\d' -]+?)\s+project\b`), "to the $1, in the $2 project", nil},
	// "priority low": said the other way round
	{lazy(`(?i),\s*priority\s+(low|high|normal|medium|urgent)\b`), ", $1 priority", nil},
	// "Make me remember to X", "I must to X"
	{lazy(`(?i)\bmake\s+me\s+(?:to\s+)?remember\s+(?:to\s+|that\s+|of\s+)?`), "remind me to ", nil},
	{lazy(`(?i)\b(must|should|need|have)\s+to\s+to\b`), "$1 to", nil},
	{lazy(`(?i)\bi\s+must\s+to\s+`), "I must ", nil},
	// "Add a task for Hackney: \"X\", priority low, next Tuesday."
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+a\s+task\s+(?:for|to|in)\s+(?:the\s+)?([^:"“]+?)(?:\s+project)?\s*:\s*(["“][^"”]+["”])\s*,?\s*(.*?)\s*[.!]*$`), "${1}add $3, $4, in the $2 project", nil},
	// "Actually the call with Marco is not tomorrow, is on Sunday."
	{lazy(`(?i)^(\s*)(?:actually[,\s]+)?((?:the|my)\s+.+?)\s+is\s+not\s+(?:on\s+)?[^,]+?\s*,\s*(?:it\s+)?(?:is|it'?s|its)\s+(?:on\s+)?([^,.]+?)\s*[.!]*(?:\s*sorry[.!]*)?$`), "${1}move $2 to $3", nil},
	// "The milestone of the concept design is moved to 22 December"
	{lazy(`(?i)^(\s*)the\s+milestone\s+(?:of|for)\s+(?:the\s+)?(.+?)\s+(?:is|has\s+been)\s+(?:moved|changed|pushed|postponed|put\s+back)\s+to\s+([^,.]+)`), "${1}move the $2 milestone to $3", nil},
	// "All the tasks due on Monday, move them to the 4 January"
	{lazy(`(?i)^(\s*)all\s+(?:the\s+|my\s+)?(?:tasks|things|jobs)\s+(due\s+[^,]+?)\s*,\s*(?:please\s+)?(move|push|shift)\s+(?:them\s+|it\s+)?(to|until)\s+`), "${1}$3 everything $2 $4 ", nil},
	// "I want to create a project called \"X\", the deadline is 31 January."
	{lazy(`(?i)^(\s*(?:(?:i\s+want\s+to|i'?d\s+like\s+to|please|can\s+you|could\s+you)\s+)*(?:create|start|make|set\s+up)\s+(?:a\s+|the\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?["“][^"”]+["”])\s*,\s*(?:the\s+|its\s+|it'?s\s+)?deadline\s+(?:is\s+)?(.+?)\s*[.!]?$`), "$1 with deadline $2", nil},
	// "Create another project \"X\" for Mrs Patel, with a milestone \"Y\" on D."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:make|create|start|set\s+up|add)\s+(?:a\s+|another\s+)?(?:new\s+)?project\s+(?:called\s+)?(["“][^"”]+["”])(?:\s+[^,]*?)?\s*,?\s+with\s+(?:a|one)\s+milestone\s+`), "${1}create a project $2 and add a milestone ", nil},
	// "Add a project \"X\" for Mr Okafor and put the fee proposal task inside."
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+a\s+(?:new\s+)?project\s+`), "${1}create a project ", nil},
	{lazy(`(?i)\band\s+(?:put|move|place|file|stick)\s+(.+?)\s+inside\s*[.!]*$`), "and move $1 into it", nil},
	// "Put the task of the revised drawings inside the Hackney project."
	{lazy(`(?i)^(\s*)(?:please\s+)?(?:put|move)\s+the\s+task\s+(?:of|about|for)\s+(.+?)\s+(?:inside|in|into)\s+(?:the\s+)?(.+?\s+project)\s*[.!]*$`), "${1}move $2 to the $3", nil},
	// "Change the studio meeting: from now on is every Monday at 9:30, not at 9."
	{lazy(`(?i)^(\s*)(?:please\s+)?change\s+(.+?)\s*:\s*(?:from\s+now\s+on\s*,?\s+)?(?:it\s+)?(?:is\s+|will\s+be\s+)?(every\s+[^,]+?)(?:\s*,?\s*not\s+.*)?\s*[.!]*$`), "${1}make $2 repeat $3", nil},
	// "The planning application is submitted, mark the milestone as complete"
	{lazy(`(?i)^(\s*)(?:the\s+)?([^,.!]+?)\s+(?:is|was|has\s+been|went)\s+[^.!,]*?[.!,]\s*(?:please\s+)?mark\s+the\s+milestone\s+(?:as\s+)?(?:reached|complete|completed|done)\b.*$`), "${1}mark the $2 milestone as reached", nil},
	// "When is the planning application milestone of Hackney?"
	{lazy(`(?i)^(\s*when(?:'s|s|\s+is)\s+(?:the\s+)?.+?\s+milestone)\s+(?:of|for|in)\s+(?:the\s+)?[^?]+?(\??)$`), "$1$2", nil},
	// "Which projects I have and when are their deadlines?"
	{lazy(`(?i)^(\s*)(?:which|what)\s+projects\s+(?:do\s+)?i\s+have\s+and\s+(?:when\s+are|what\s+are)\s+(?:their|the)\s+deadlines\s*\??$`), "${1}what are my project deadlines?", nil},
	// "called fence repair its for the north pasture": what it is for
	{lazy(`(?i)\b(called\s+[^,"“—–-]+?)\s+(it'?s|its)\s+for\b`), "$1, $2 for", nil},
	// "move the rake one to friday the weather looks bad thursday": the
	// reason said after the new day
	{lazy(`(?i)^(\s*(?:[^,]+?\s)?(?:move|push|shift|put)\s+[^,]+?\s+to\s+(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|\d{1,2}(?:st|nd|rd|th)?|(?:twenty|thirty)[\s-]?(?:first|second|third|\w+th)|first|second|third|\w+th))\s+(?:we|they|he|she|i|it|(?:the|my|our)\s+\w+)\s+(?:moved|looks?|is|are|was|were|have|has|had|said|says|can'?t|cannot|won'?t|need|needs)\b.*$`), "$1", nil},
	// "delete the rent the post driver one my neighbor is lending me his"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|cancel|bin|scrap)\s+.+?)\s+(?:my\s+\w+|we|they|he|she|i)\s+(?:is|are|was|were|'s|has|have|had|said|says|lent|lending|did|got|found|moved)\b.*$`), "$1", nil},
	// "what do i got thats high priority right now", "what do i got tomorrow"
	{lazy(`(?i)^(\s*)what\s+(?:do\s+i\s+(?:got|have)|have\s+i\s+got)\s+(?:that'?s|thats|that\s+is)\s+(high|low|urgent|top)\s+priority\b.*$`), "${1}what are my $2 priority tasks?", nil},
	{lazy(`(?i)\bwhat\s+do\s+i\s+got\b`), "what do I have", nil},
	// "is there anything overdue that i forgot about"
	{lazy(`(?i)^(\s*)(?:um\s+)?is\s+there\s+anything\s+(overdue|late)\b.*$`), "${1}what's $2?", nil},
	// "what milestones do i have coming up"
	{lazy(`(?i)^(\s*)what\s+milestones\s+(?:do\s+i\s+have|have\s+i\s+got)\s+(?:coming\s+up|next|ahead)\s*\??$`), "${1}what milestones are coming up", nil},
	// "new project billing-v2 -> milestones: a D1, b D2"
	{lazy(`(?i)^(\s*)new\s+project\s+([^,:]+?)\s*(?:->|:|,)\s*milestones\s*:`), "${1}create a project \"$2\" and give it the milestones:", nil},
	// "everything tagged #errands -> due sat"
	{lazy(`(?i)^(\s*)everything\s+(tagged\s+#?\S+|in\s+.+?|due\s+.+?)\s*->\s*(?:due\s+)?`), "${1}move everything $2 to ", nil},
	// "list all p1 tasks"
	{lazy(`(?i)^(\s*)(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:my\s+|the\s+)?(p[1-4]|high[\s-]priority|low[\s-]priority|urgent)\s+(?:tasks|items|things)\s*$`), "${1}what are my $2 tasks", nil},
	// "how many open tasks in billing-v2?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:open\s+)?(?:tasks|things|jobs)\s+(?:are\s+)?(?:there\s+)?(?:left\s+)?(?:in|for|on)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*\??$`), "${1}what's left in the $2 project?", forAWhen},
	// "remove #errands from the usb-c hub task"
	{lazy(`(?i)\b(?:remove|take\s+off|drop)\s+[#@]([\p{L}\d_-]+)\s+(?:from|off)\s+`), "remove the $1 label from ", nil},
	// "delete the cleanup milestone from billing-v2"
	{lazy(`(?i)\b(delete|remove)\s+the\s+(.+?)\s+milestone\s+(?:from|of|in)\s+(?:the\s+)?([^,.]+?)(?:\s+project)?\s*$`), "$1 the $2 milestone from the $3 project", nil},
	// "summary of everything due before eoy"
	{lazy(`(?i)^(\s*)(?:a\s+)?(?:summary|run-?down|overview|list)\s+of\s+(?:everything|all\s+(?:my\s+)?tasks)\s+(?:that'?s\s+)?due\b`), "${1}what's due", nil},
	{lazy(`(?i)\beoy\b`), "the end of the year", nil},
	{lazy(`(?i)\beom\b`), "the end of the month", nil},
	// "Under the CQC project add task - X"
	{lazy(`(?i)^(\s*)under\s+(?:the\s+)?(.+?)\s+project\s*,?\s+(?:please\s+|kindly\s+)?add\s+(?:a\s+|one\s+)?(?:task\s*)?[-:–—]?\s*`), "${1}add to the $2 project: ", nil},
	// "I have done the needful regarding X, kindly mark it complete."
	{lazy(`(?i)^(\s*)i\s+(?:have\s+)?done\s+the\s+needful\s+(?:regarding|about|for|on|with)\s+(.+?)\s*[,.]\s*(?:kindly\s+|please\s+)?(?:mark|tick)\s+it\s+(?:as\s+)?(?:complete|completed|done)\b.*$`), "${1}$2 is done", nil},
	// "… under project \"Annual Appraisal\", …"
	{lazy(`(?i)\s+under\s+(?:the\s+)?project\s+["“]([^"”]+)["”]`), " in the $1 project", nil},
	// "Also add to Practice Admin - organise flu clinic"
	{lazy(`(?i)^(\s*)(?:also\s+)?add\s+to\s+([\p{L}\d&' ]+?)\s+[-–—]\s+`), "${1}add to the $2 project: ", nil},
	// "next October", "25th October next year"
	{lazy(`(?i)\bnext\s+((?:january|february|march|april|june|july|august|september|october|november)\b)`), "$1", nil},
	{lazy(`(?i)(\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+next\s+year\b`), "$1", nil},
	// "send one email to Priya informing her …"
	{lazy(`(?i)\bsend\s+one\s+(email|e-mail|text|message|mail)\b`), "send an $1", nil},
	// "I am starting one new project called \"X\". Kindly create the same."
	{lazy(`(?i)^(\s*)i\s+am\s+starting\s+(?:a|one)\s+new\s+project\s+(?:called|named)\s+(["“][^"”]+["”])\s*[.!]?.*$`), "${1}create a project called $2", nil},
	// "add one milestone for CQC project: X on D"
	{lazy(`(?i)^(\s*)(?:also\s+)?(?:add|put)\s+(?:one|a)\s+milestone\s+(?:for|to|in)\s+(?:the\s+)?(.+?)\s+project\s*:\s*(.+?)\s+(on|by|for)\s+(.+?)\s*[.!]*$`), "${1}add a milestone \"$3\" $4 $5 to the $2 project", nil},
	// "What all tasks I am having", "What all I have completed"
	{lazy(`(?i)\bwhat\s+all\b`), "what", nil},
	{lazy(`(?i)\bi\s+am\s+having\b`), "I have", nil},
	{lazy(`(?i)^(\s*)what\s+(?:have\s+)?i\s+(?:have\s+)?(?:completed|finished|done)(?:\s+so\s+far)?\s*\??$`), "${1}what have I completed?", nil},
	// "it is not yet done"
	{lazy(`(?i)\bnot\s+yet\s+done\b`), "not done yet", nil},
	// "What is pending in Annual Appraisal project?"
	{lazy(`(?i)^(\s*)what\s+is\s+(?:still\s+)?pending\s+(?:in|for|on)\s+(?:the\s+)?(.+?)(?:\s+project)?\s*\??$`), "${1}what's left in the $2 project?", forAWhen},
	// "Kindly revert with list of all my projects."
	{lazy(`(?i)^(\s*)(?:kindly\s+|please\s+)?revert\s+(?:back\s+)?with\s+(?:the\s+|a\s+)?(?:list|summary|details)\s+of\s+`), "${1}show me ", nil},
	// "Everything which is due on Friday 11th kindly move to Monday 14th."
	{lazy(`(?i)(^\s*|[.!?]\s+)everything\s+(?:which|that)\s+is\s+(due\s+.+?)\s+(?:kindly\s+|please\s+)(move|push|shift)\s+(?:it\s+|them\s+)?(to|until)\s+`), "${1}$3 everything $2 $4 ", nil},
	{lazy(`(?i)^(\s*)everything\s+(in\s+.+?)\s+(?:kindly\s+|please\s+)?(push|move|shift)\s+(?:it\s+|them\s+)?(?:back\s+)?by\s+`), "${1}$3 everything $2 by ", nil},
	// "How many tasks are there with high priority?"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:tasks|things|jobs)\s+(?:are\s+there\s+|do\s+i\s+have\s+)?(?:with|of|at)\s+(high|low|urgent|top|normal)\s+priority\s*\??$`), "${1}what are my $2 priority tasks?", nil},
	// "Kindly give me summary of what all is pending for next week."
	{lazy(`(?i)^(\s*)(?:(?:kindly|please)\s+)?(?:give|send|show)\s+me\s+(?:a\s+|the\s+)?summary\s+of\s+what\s+(?:all\s+)?is\s+(?:pending|due|left|open)\s+(?:for|in)\s+(next\s+week|this\s+week|tomorrow|today)\b.*$`), "${1}what's due $2", nil},
	// "X should be daily from now onwards, not weekly."
	{lazy(`(?i)^(\s*)((?:the\s+)?.+?)\s+should\s+(?:be|happen|repeat)\s+(daily|weekly|monthly)\b(?:\s+from\s+now\s+on(?:wards)?)?(?:\s*,?\s*not\s+\w+)?\s*[.!]*$`), "${1}make $2 repeat $3", nil},
	// "Add label urgent to the otoscope also."
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|put|give)\s+(?:the\s+)?(?:label|tag)\s+.+?)\s+(?:also|too|as\s+well)\s*([.!]*)$`), "$1$2", nil},
	// "add a milestone to the P project north side done by D"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:um\s+)?add\s+a\s+milestone)\s+(?:to|for|in)\s+(?:the\s+|my\s+)?([^,:]+?)\s+project\s+([^,:"“]+?\s+(?:by|on|for)\s+.+)$`), "${1} $3 to the $2 project", namedOrQuoted},
	// "i didnt actually get the mineral they was out of it reopen that one"
	{lazy(`(?i)^(\s*)(?:(?:oh|ah|oops|sorry)(?:\s+(?:shoot|no|dear))?[,!\s]+)*i\s+(?:didn'?t|did\s+not|haven'?t|have\s+not)\s+(?:actually\s+)?(?:get|got|do|buy|finish|send|pay)\s+(?:the\s+)?(.+?)\s+(?:they|he|she|it|we)\s+.*?\breopen\s+(?:that|it)(?:\s+one)?\s*[.!]*$`), "${1}reopen the $2", nil},
	// "um the bale one rename it to bale and stack the hay"
	{lazy(`(?i)^(\s*)(?:um\s+|uh\s+)?((?:the|my)\s+.+?)\s+rename\s+it\s+to\s+`), "${1}rename $2 to ", topicVerb},
	// trials 155–157: "the shed door is the most important one"
	{lazy(`(?i)^(\s*)((?:the|my)\s+.+?)\s+is\s+the\s+most\s+(?:important|urgent|pressing)\s+(?:one|thing|task|job)\b.*$`), "${1}make $2 urgent", nil},
	// "can the garden project have a milestone, Veg patch ready by 15th march"
	{lazy(`(?i)^(\s*)can\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?\s+have\s+(?:a|one)\s+milestone\s*,?\s*(?:for\s+|called\s+)?(.+?)\s*\??$`), "${1}add a milestone $3 to the $2 project", nil},
	// "put X in with the party project as well"
	{lazy(`(?i)\bin\s+with\s+(the\s+|my\s+)`), "in $1", nil},
	// "new project please, Emilys Birthday Party, …"
	{lazy(`(?i)^(\s*)new\s+project\s+please\s*,\s*`), "${1}new project: ", nil},
	// "how many things have I got left to do altogether"
	{lazy(`(?i)^(\s*)how\s+many\s+(?:things|tasks|jobs)\s+(?:have\s+i\s+got|do\s+i\s+have)\s+(?:left\s+)?(?:to\s+do\s+)?(?:altogether|in\s+total|overall|at\s+all)\s*\??$`), "${1}how many tasks are still open?", nil},
	// "what is the wether going to be like"
	{lazy(`(?i)\bthe\s+wether\b`), "the weather", nil},
	// "make that one urgent please it has been hurting a lot"
	{lazy(`(?i)\b(please|pls)\s+(?:it|she|he|they)\s+(?:has|have|is|was|keeps)\b.*$`), "$1", nil},
	// "Also I have 3 things, pay the gas bill, …"
	{lazy(`(?i)^(\s*)(?:also\s+|and\s+)?i\s+have\s+(?:\d|two|three|four|five)\s+(?:things|jobs)\s*[,:]\s*`), "${1}add: ", nil},
	// "they were the wrong ones, put it back on please"
	{lazy(`(?i)\bput\s+(it|that|them)\s+back\s+on\s*(?:please|pls)?\s*[.!]*$`), "reopen $1", nil},
	// "put all the garden things under a label called outside"
	{lazy(`(?i)^(\s*)(?:put|file)\s+(all\s+(?:the\s+)?.+?)\s+(?:things|tasks|jobs|ones)\s+under\s+a\s+(?:label|tag)\s+(?:called|named)\s+["“]?([\p{L}\d_-]+)["”]?`), "${1}tag $2 tasks with $3", nil},
	// "I dont need to phone Susan now she came round, take that one off altogether"
	{lazy(`(?i)^(\s*)i\s+(?:don'?t|do\s+not|dont)\s+need\s+to\s+(.+?)\s+(?:now|anymore|any\s+more)\b.*?\b(?:take\s+(?:that|it)(?:\s+one)?\s+off|delete\s+(?:that|it)|remove\s+(?:that|it))\b.*$`), "${1}delete $2", nil},
	// "the library books, make it the 18th instead"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?make\s+it\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)(?:\s+instead)?\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "my neighbour Frank fixed the shed door for me so thats done"
	{lazy(`(?i)^(\s*)(?:my\s+\w+\s+)?(?:\w+\s+)?(?:fixed|sorted|did|mended|repaired|painted|cleaned)\s+(the\s+[^,]+?)(?:\s+for\s+me)?\s*,?\s+so\s+(?:that'?s|thats|it'?s|its)\s+done\b.*$`), "${1}$2 is done", nil},
	// "the Spring Garden project can be marked as finished now please"
	{lazy(`(?i)^(\s*)(?:the\s+)?(.+?)\s+project\s+can\s+be\s+(?:marked\s+(?:as\s+)?)?(?:finished|done|complete|completed|closed)\b.*$`), "${1}archive the $2 project", nil},
	// "what projects have I got going at the moment"
	{lazy(`(?i)^(\s*)what\s+projects\s+(?:have\s+i\s+got|do\s+i\s+have)(?:\s+going|\s+on(?:\s+the\s+go)?|\s+running|\s+open)?(?:\s+(?:at\s+the\s+moment|right\s+now|now|rn|currently))?\s*\??$`), "${1}show my projects", nil},
	// "the weekly update reminder, change it to thursdays at 3pm instead"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^,]+?)\s*,\s*(?:please\s+)?(?:change|move)\s+it\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s\b(.*?)(?:\s+instead)?\s*[.!]*$`), "${1}make $2 repeat every $3$4", nil},
	// "done with the tasting! mark it complete, and then …"
	{lazy(`(?i)^(\s*)done\s+(?:with\s+)?(?:the\s+)?([^!,.]+?)\s*!+\s*(?:mark\s+it\s+(?:as\s+)?(?:complete|done)\s*,?\s*)?`), "${1}the $2 is done. ", nil},
	// "push all the Okafor tasks out by two weeks"
	{lazy(`(?i)\b(push|move)\s+(all\s+(?:the\s+)?.+?\s+tasks)\s+out\s+by\b`), "$1 $2 by", nil},
	// "whats the Okafor project looking like?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:the\s+)?(.+?)\s+project\s+looking\s+like\b.*$`), "${1}show the $2 project", nil},
	// "quick note to self: …"
	{lazy(`(?i)^(\s*)(?:quick\s+)?note\s+to\s+(?:self|myself)\s*[:,-]\s*`), "${1}note: ", nil},
	// topic first, then the request said of "it" (trial 157): "Renew BRP
	// task, please delete it.", "Flight task, please change name to X",
	// "Literature review milestone, please move to D", "Kenji one, low
	// priority please.", "X is done, please complete.", "Heater email, I
	// sent it already. Mark done please.", "Rice and miso I already bought,
	// please delete that task."
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?)\s*,\s*(?:please\s+)?(delete|remove|complete|reopen|archive)\s+(?:it|that|that\s+task|this)\s*(?:please)?\s*[.!]*$`), "${1}$3 $2", topicVerb},
	{lazy(`(?i)^(\s*)([^,]+?)\s*,\s*(?:please\s+)?(?:change|rename)\s+(?:its\s+|the\s+)?(?:name|title)\s+to\s+`), "${1}rename $2 to ", nil},
	{lazy(`(?i)^(\s*)([^,]+?\s+milestone)\s*,\s*(?:please\s+)?(?:move|push|change)\s+(?:it\s+)?to\s+([^,]+?)(?:\s*,?\s+(?:because|as|since)\s+.*|\s*,.*)?\s*[.!]*$`), "${1}move the $2 to $3", nil},
	{lazy(`(?i)^(\s*)((?:the\s+)?[^,]+?\s+one)\s*,\s*(high|low|normal|urgent|top)\s+priority(?:\s+please)?\s*[.!]*$`), "${1}make $2 $3 priority", nil},
	{lazy(`(?i)^(\s*)([^,.]+?)\s*,\s*i\s+(?:already\s+)?(?:sent|did|paid|bought|booked|finished|made|posted)\s+(?:it|them)(?:\s+already)?\s*[.!]\s*(?:please\s+)?mark\s+(?:it\s+)?(?:as\s+)?done(?:\s+please)?\s*[.!]*$`), "${1}$2 is done", nil},
	// "Please remove \"family\" tag from flight task"
	{lazy(`(?i)\bremove\s+["“]([\p{L}\d_-]+)["”]\s+(?:tag|label)\s+from\s+`), "remove the $1 label from ", nil},
	// "Please call Kenji and ask him about proofreading for me."
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:phone|call|ring|telephone)\s+([^,.]+?)\s+and\s+ask\s+(them|him|her)\s+(about)\b`), "${1}phone $2 for me and ask $3 $4", nil},
	// "Please teach me weather of Edinburgh tomorrow"
	{lazy(`(?i)\bteach\s+me\b`), "tell me", nil},
	// "Every Monday 10am is lab meeting, please add it as repeat every week."
	{lazy(`(?i)^(\s*)(every\s+\w+day)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+is\s+(.+?)\s*,\s*(?:please\s+)?add\s+it\b.*$`), "${1}$4 $2 $3", nil},
	// "… every Sunday 7pm \"weekly review\", repeat weekly."
	{lazy(`(?i)(\bevery\b.*?)\s*,\s*repeat(?:s|ing)?\s+(?:weekly|every\s+week)\s*[.!]*$`), "$1", nil},
	// "remove the X label from Y, only Z is enough": the reason after it
	{lazy(`(?i)(\bremove\s+the\s+\S+\s+label\s+from\s+[^,]+?)\s*,\s*.*$`), "$1", nil},
	// "they were the wrong ones, reopen it"
	{lazy(`(?i)^(\s*)(?:(?:oh|ah)\s+(?:dear|no|well)[,!\s]+)?(?:they|it|that|this)\s+(?:was|were|is|are)\s+[^,]+?\s*,\s*(reopen\s+(?:it|that|them))\s*[.!]*$`), "$1$2", nil},
	// trials 158–160: "actually every monday and thursday, they are thirsty"
	{lazy(`(?i)^(\s*)actually\s*,?\s+(every\s+[^,]+?)\s*(?:,.*)?[.!]*$`), "${1}make it repeat $2", nil},
	// "actually 9:15, they changed it"
	{lazy(`(?i)^(\s*)actually\s*,?\s+(?:at\s+)?(\d{1,2}:\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm))\s*(?:,.*)?[.!]*$`), "${1}move it to $2", nil},
	// "the slides — actually wednesday"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^—–,]+?)\s*[—–,]\s*actually\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)?)\s*[.!]*$`), "${1}move $2 to $3", nil},
	// "…, medium priority, label design-system"
	{lazy(`(?i),\s*(?:label|tag)\s+@?([\p{L}\d_-]+)\s*(,|$)`), " @$1$2", labelVerbFirst},
	// "oops not yet, Jonas want some changes. reopen it"
	{lazy(`(?i)^(\s*)(?:(?:oops|oh|ah|sorry)[,!\s]+)*not\s+(?:yet|done\s+yet|finished\s+yet)\s*[,.;]\s*.*?\breopen\s+(it|that)\b.*$`), "${1}reopen $2", nil},
	// "from the interview insights make task \"X\", add to Lumen, due dec 11"
	{lazy(`(?i)^(\s*)from\s+(?:the\s+|my\s+)?[^,"“]+?\s+(?:make|add|create)\s+(?:a\s+)?task\s+(["“][^"”]+["”])`), "${1}add $2", nil},
	{lazy(`(?i)(["”])\s*,\s*add\s+(?:it\s+)?to\s+`), "$1 to ", nil},
	// "everything tagged design-system please make high priority"
	{lazy(`(?i)^(\s*)everything\s+(tagged\s+\S+|in\s+.+?)\s*,?\s*(?:please\s+)?make\s+(?:it\s+|them\s+)?(?:all\s+)?(high|low|normal|urgent|top)(?:\s+priority)?\s*[.!]*$`), "${1}make everything $2 $3 priority", nil},
	// "Lumen: move usability test milestone to jan 15"
	{lazy(`(?i)^(\s*)[\p{L}\d&' -]+?\s*:\s*(move|rename|delete|complete|mark)\s+(?:the\s+)?(.+?milestone\b.*)$`), "${1}$2 the $3", nil},
	// "set high priority for everything in Lumen which is not done yet"
	{lazy(`(?i)\s+(?:which|that)\s+(?:is|are)\s+(?:not|n't)\s+(?:done|finished|complete)(?:\s+yet)?\b`), "", nil},
	// "add to Lumen \"X\" every second tuesday"
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+([\p{L}\d&' -]+?)\s+(["“][^"”]+["”])`), "${1}add $3 to the $2 project", nil},
	// "delete project Portfolio 2027, I will do it next year"
	{lazy(`(?i)^(\s*(?:please\s+)?delete\s+(?:the\s+)?project\s+[^,]+?)\s*,\s*.*$`), "$1", nil},
	// "summarize what is left for Lumen before the handoff"
	{lazy(`(?i)^(\s*)(?:summari[sz]e|summary\s+of)\s+what(?:'s|\s+is)\s+(?:still\s+)?left\s+(?:for|in|on)\s+(?:the\s+)?([^,]+?)(?:\s+project)?(?:\s+before\s+.*)?\s*\??$`), "${1}what's left in the $2 project?", nil},
	// "move X to the monday after": the weekday after its day (bulk moves
	// go forward from each task's day)
	{lazy(`(?i)\bto\s+the\s+((?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?)\s+after\b`), "to $1", nil},
	{lazy(`(?i)^(\s*)everything\s+(due\s+[^,]+?)\s+(move|push|shift)\s+(?:it\s+|them\s+)?(to|until)\s+`), "$1$3 everything $2 $4 ", nil},
	// "change jacks swimming to 10am from now on"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:change|move|set)\s+.+?\s+to\s+\S+(?:\s*(?:am|pm))?)\s+from\s+now\s+on\b`), "$1", nil},
	// "yr 9 mocks marked finally!!": said done
	{lazy(`(?i)^(\s*)([^,.!?]+?)\s+(marked|posted|sent|paid|booked|sorted|returned|fixed|cleaned|submitted|ordered)\s+(?:finally|at\s+last)\s*!*\s*$`), "${1}I $3 $2", nil},
	// "parents eve went fine, tick it off"
	{lazy(`(?i)^(\s*)(.+?)\s+went\s+(?:fine|well|ok|okay|great|brilliantly|smoothly)\s*[,.!]*\s*(?:so\s+)?(?:please\s+)?(?:tick|mark|check)\s+(?:it|that)\s+(?:off|(?:as\s+)?done)\b.*$`), "${1}$2 is done", nil},
	// "next tues after school"
	{lazy(`(?i)\b((?:next\s+|this\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri)[a-z]*)\s+after\s+school\b`), "$1 afternoon", nil},
	// "…, just so i remember"
	{lazy(`(?i)\s*,?\s*just\s+so\s+i\s+(?:remember|don'?t\s+forget)\b.*$`), "", nil},
	// trial 159: "pop a reminder in for me to X", "Put a task in to X"
	{lazy(`(?i)\b(?:pop|put|stick)\s+(?:a\s+)?(?:reminder|task|note\s+to\s+self)\s+in\s+(?:for\s+me\s+)?to\s+`), "remind me to ", nil},
	// "Right, a few things while I think of them: a, b and c"
	{lazy(`(?i)^(\s*)(?:(?:right|ok(?:ay)?|so)\s*,?\s*)?(?:a\s+few|some|several|two|three|four|\d)\s+things(?:\s+while\s+i\s+think\s+of\s+them|\s+to\s+add|\s+for\s+you)?\s*:\s*`), "${1}add: ", nil},
	// "Add a task for Wednesday - let Dave in at 10am, room 4"
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+a\s+task\s+for\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s*[-–—:]\s*(.+)$`), "${1}for $2, add $3", nil},
	// "whats still outstanding on the maintenance side?"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(?:still\s+)?(?:outstanding|left|open|pending)\s+on\s+the\s+([\p{L}\d_-]+)\s+side\s*\??$`), "${1}show my tasks tagged $2", nil},
	// "Since Jenna's away over Christmas can you add a task for me to X, needs sorting by D"
	{lazy(`(?i)^(\s*)(?:since|as|because)\s+[^,]+?\s+(?:can|could|would)\s+you\s+(add|put)\s+`), "${1}please $2 ", nil},
	{lazy(`(?i)\badd\s+a\s+task\s+for\s+me\s+to\s+`), "remind me to ", nil},
	{lazy(`(?i)(\bremind\s+me\s+to\s+[^,]+?)\s*,\s*needs\s+(?:sorting|doing|done|to\s+be\s+done|finishing)\s+(by|before|for)\s+`), "$1 $2 ", nil},
	// "Dave's been and fixed the tap, you can tick that one off"
	{lazy(`(?i)^(\s*)[\p{L}'-]+(?:'s|\s+has)\s+been\s+and\s+(?:fixed|sorted|done|cleaned|serviced|mended|delivered)\s+(the\s+[^,]+?)\s*,\s*(?:so\s+)?(?:you\s+can\s+|please\s+)*(?:tick|mark|check)\s+(?:that|it)(?:\s+one)?\s+(?:off|(?:as\s+)?done)\b.*$`), "${1}$2 is done", nil},
	// "The butchers order - I can't get to it til Wednesday now, can you move it please"
	{lazy(`(?i)^(\s*)((?:the|my)\s+[^—–-]+?)\s*[-—–]\s*i\s+can'?t\s+(?:get\s+to|do)\s+it\s+(?:til|till|until|before)\s+(\w+)\b.*$`), "${1}move $2 to $3", nil},
	// "Everything due on Friday the 11th, push it to Monday the 14th would you, …"
	{lazy(`(?i)^(\s*)everything\s+(due\s+[^,]+?)\s*,\s*(?:please\s+)?(move|push|shift)\s+(?:it\s+|them\s+)?(to|until)\s+([^,]+?)(?:\s+(?:would|could|can)\s+you)?(?:\s+please)?\s*(?:,.*)?$`), "$1$3 everything $2 $4 $5", nil},
	// "Delete the X task, Kernow rang me themselves and its all booked"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove)\s+(?:the\s+)?[^,]+?\s+task)\s*,\s*[^.!?]*(?:[.!?]+(\s+\S.*)?)?$`), "$1.$2", nil},
	// "Actually the 16th, she's not in on the 17th"
	{lazy(`(?i)^(\s*)actually\s*,?\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)\s*,.*$`), "${1}move it to $2", nil},
	// "Any of the refurb jobs that haven't got a date, set them to D"
	{lazy(`(?i)^(\s*)(?:any|all)\s+(?:of\s+)?(?:the\s+)?(.+?)\s+(?:jobs|tasks|things)\s+(?:that|which)\s+(?:haven'?t|have\s+not|don'?t\s+have)\s+(?:got\s+)?(?:a\s+)?(?:date|due\s+date)(?:\s+yet)?\s*,\s*(?:please\s+)?(?:set|give|move|put)\s+(?:them|it)\s+(?:to|for|on)\s+`), "${1}set everything in the $2 project without a date to ", nil},
	// "whats high priority at the minute"
	{lazy(`(?i)^(\s*)what(?:'s|s|\s+is)\s+(high|low|top|urgent)(?:[\s-]priority|\s+prio)?\s+(?:at\s+the\s+(?:minute|moment)|right\s+now|now|currently|at\s+present|today)\s*(\??)$`), "${1}what are my $2 priority tasks$3", nil},
	// "The vet's surgery has just rung; they need to move Marmalade to …"
	{lazy(`(?i)^(\s*)[^;,.]+?\s+(?:has|have)\s+(?:just\s+)?(?:rung|called|phoned|emailed|texted|written|been\s+in\s+touch|got\s+in\s+touch)\s*[;,.—-]\s*(?:and\s+)?(?:they|he|she)\s+(?:need|needs|want|wants|would\s+like|'d\s+like|have|has)\s+to\s+(move|change|push|shift|reschedule|put\s+back|bring\s+forward)\s+`), "${1}$2 ", nil},
}

// labelVerbFirst: a request that is itself about labels ("tag the
// invoice urgent", "remove the tag family"), read by the label rules.
var labelVerbFirst = lazy(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:tag|label|untag|unlabel|remove|delete|take|drop|clear|show|list|find|what|which|how|rename|change|make|set|move|put|mark|give|bump|raise|lower|push|shift)\b|\b(?:the|a|that|this|new|no|any|with|by|its|their|of|and|add|put|give)\s+(?:tag|label)(?:ged|led)?\s+(?:it\s+)?@?[\p{L}\d_-]+\s*[.!]*$`)

// changeFirst: a change to an item already there ("could you make the car
// tax top priority, and label it bills"), whose label is a change of its own.
var changeFirst = lazy(`(?i)^\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+)*(?:make|set|change|move|mark|give|bump|raise|lower|put|file)\b`)

// namedOrQuoted: a milestone named with "called" or in quotes, read by
// the milestone rules as it is.
var namedOrQuoted = lazy(`(?i)\b(?:called|named|titled)\b|["“]`)

// forAWhen: "what is left for me to do before Christmas", "what is still
// left for next week": a time or the user, no project.
var forAWhen = lazy(`(?i)\b(?:for|on|in)\s+(?:me|us|next|this|today|tomorrow|tonight|the\s+(?:week|weekend|month|day))\b`)

// repeatSaidLast: "…; please would you make that a weekly reminder".
var repeatSaidLast = lazy(`(?i)\s*(?:[,;]\s*|[.!]\s+)(?:and\s+|so\s+)?(?:(?:please|kindly)\s+)?(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:make|set|keep)\s+(?:that|it|this)\s+(?:up\s+)?(?:as\s+)?(?:a\s+)?(daily|weekly|monthly|yearly|annual|repeating|recurring|regular)\s+(?:reminder|task|to-?do|thing|one)(?:,?\s*please)?\s*[.!?]*$`)

// everySaid: the request already says how it repeats.
var everySaid = lazy(`(?i)\b(?:every|each|daily|weekly|monthly|yearly|annually)\b`)

// countForWhat: "add 3 thing for campaign: a, b and c" — the count and
// what the items are for, before the list.
var countForWhat = lazy(`(?i)^(\s*)(?:please\s+)?(?:add\s+)?(?:two|three|four|five|six|2|3|4|5|6)\s+(?:more\s+)?(?:things?|items?|tasks?|jobs?|to-?dos?)\s+for\s+(?:the\s+|my\s+)?([\p{L}\d' -]+?)(?:,?\s+if\s+i\s+may|,?\s+please)?\s*:\s*`)

// topicThenPut: "the optician visit, could you put it on Wednesday": the
// thing named first, then the move said of "it".
var topicThenPut = lazy(`(?i)^(\s*)(?:(?:actually|so|oh|and|now|right|ok(?:ay)?)[,\s]+)*((?:the|my)\s+[^,]+?)\s*,\s*(?:(?:could|can|would|will)\s+you\s+|please\s+|kindly\s+|actually\s+)*(?:put|push|shift)\s+(?:it|that)\s+(?:on|to|for|until|till)\s+`)

// topicVerb: a topic that is a sentence of its own ("the kids are off
// sick, move it to friday"), no name of a task.
var topicVerb = lazy(`(?i)\b(?:is|are|was|were|has|have|had|can|can'?t|cannot|will|won'?t|do|does|did|didn'?t|need|needs|got)\b`)

// doFirst: "what should I do first tomorrow": that day's tasks.
var doFirst = lazy(`(?i)^(\s*)what\s+(?:should|must|do|shall|ought)\s+i\s+(?:to\s+)?do\s+first\s+(tomorrow|today|on\s+\w+day)\s*(\??)$`)

// dateSaidAgain: "due on Sunday 13 December at 16:00 — no, make that
// Saturday 12 December, same time": the date said again replaces it.
var (
	dateSaidAgain = lazy(`(?i)(\s+(?:due\s+(?:on\s+)?|on\s+|for\s+))([^—–]+?)\s*[—–-]+\s*no\s*,\s*(?:make\s+(?:that|it)|i\s+mean)\s+([^,.]+?)(\s*,\s*(?:at\s+)?(?:the\s+)?same\s+time)?\s*[.!]*$`)
	clockIn       = lazy(`(?i)\b(?:at\s+)?(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)`)
)

// changeThenCall: "change X to be due D and call it Y" — a change to a
// task, then its new name ("get a puppy and call it Rex" stays a capture).
var (
	changeLead = lazy(`(?i)^\s*(?:please\s+)?(?:change|move|push|shift|set|update|reschedule)\b`)
	andCallIt  = lazy(`(?i)\band\s+call\s+it\s+`)
)

// saidTwice: a small word said twice in dictation ("about the the
// heifer"), said once (Go's regexp has no back-references: the two words
// are compared in saidOnce).
var saidTwice = lazy(`(?i)\b(the|a|an|to|and|of|in|on|for|my|at|it|i)\s+(the|a|an|to|and|of|in|on|for|my|at|it|i)\b`)

func saidOnce(pair string) string {
	f := strings.Fields(pair)
	if strings.EqualFold(f[0], f[1]) {
		return f[0]
	}
	return pair
}

// isoDate: "2026-12-15", said as "15 Dec 2026" (after "by" or "before" a
// bare year was read alone).
var isoDate = lazy(`\b(20\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b`)

var shortMonths = strings.Fields("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")

// stop34Rewritten is text by stop34Rewrites, and a repetition said last
// ("…, make that a weekly reminder") joined to the request it repeats.
func stop34Rewritten(text string) string {
	text = isoDate.ReplaceAllStringFunc(text, func(d string) string {
		mo := int(d[5]-'0')*10 + int(d[6]-'0') // "2026-12-15": fixed places
		return strings.TrimLeft(d[8:], "0") + " " + shortMonths[mo-1] + " " + d[:4]
	})
	text = saidTwice.ReplaceAllStringFunc(text, saidOnce)
	text = applyGuarded(text, stop34Rewrites)
	if changeLead.MatchString(text) {
		text = andCallIt.ReplaceAllString(text, "and rename it to ")
	}
	if m := topicThenPut.FindStringSubmatchIndex(text); m != nil && !topicVerb.MatchString(text[m[4]:m[5]]) {
		text = text[m[2]:m[3]] + "move " + text[m[4]:m[5]] + " to " + text[m[1]:]
	}
	text = doFirst.ReplaceAllString(text, "${1}what's due $2$3")
	text = monthAskedRE.ReplaceAllString(text, "${1}what's due between 1 $2 and the last day of $2$3")
	if m := dateSaidAgain.FindStringSubmatchIndex(text); m != nil {
		again := text[m[6]:m[7]]
		if m[8] >= 0 {
			if c := clockIn.FindString(text[m[4]:m[5]]); c != "" && !clockIn.MatchString(again) {
				again += " " + c // "same time"
			}
		}
		text = text[:m[3]] + again
	}
	if m := countForWhat.FindStringSubmatchIndex(text); m != nil && !personWord[asciiLower(text[m[4]:m[5]])] {
		if _, isDate := datePhrase(text[m[4]:m[5]]); !isDate && !strings.HasSuffix(strings.ToLower(text[m[4]:m[5]]), " project") {
			// the project they are for, when one has that name ("add two
			// tasks for tomorrow: …" keeps its date as it is)
			text = text[m[2]:m[3]] + "for " + text[m[4]:m[5]] + ", add: " + text[m[1]:]
		}
	}
	if m := repeatSaidLast.FindStringSubmatchIndex(text); m != nil && m[0] > 0 {
		head := text[:m[0]]
		if !everySaid.MatchString(head) {
			switch strings.ToLower(text[m[2]:m[3]]) {
			case "daily":
				head += " every day"
			case "weekly":
				head += " every week"
			case "monthly":
				head += " every month"
			case "yearly", "annual":
				head += " every year"
			default:
				return text // "a repeating reminder" with no how often: asked about as it is
			}
		}
		text = head
	}
	return text
}

// dayRangeRE: a question about a span of days: "what's due between 21
// December and 27 December", "what is coming up from the 21st to the 27th
// of December", "show me everything from Monday to Wednesday".
var dayRangeRE = re(`^(?:(?:what(?:'s|s|\s+is|\s+are)?|which\s+tasks(?:\s+are)?|anything|is\s+there\s+anything)\s+(?:(?:have\s+i\s+got|do\s+i\s+have|i\s+have|is|are)\s+)?(?:due|on|coming\s+up|planned|happening|scheduled|on\s+my\s+(?:plate|list))|(?:show|list|give)\s+(?:me\s+)?(?:everything|all|my\s+tasks|what'?s\s+due|the\s+tasks)(?:\s+(?:due|on|coming\s+up))?)\s+(?:[\p{L}' ]{0,30}?,?\s+)?(?:between\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)|from\s+(?P<a2>.+?)\s+(?:to|until|till|through|thru)\s+(?P<b2>.+?))$`)

// monthName: a month said in a date phrase.
var monthName = re(`\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`)

// WithMonthOf returns day with the month of old added when day is a day
// of the month said alone and old names a month ("4th" correcting "on 3rd
// January" is "4th January"); otherwise day as it is.
func WithMonthOf(day, old string) string {
	if !bareDayNumber.MatchString(strings.TrimSpace(day)) {
		return day
	}
	if mo := monthName.FindString(old); mo != "" {
		return day + " " + mo
	}
	return day
}

// bareDayNumber: a day of the month with no month ("the 21st", "21").
var bareDayNumber = re(`^(?:the\s+)?(?P<n>\d{1,2})(?:st|nd|rd|th)?$`)

// monthAskedRE: a whole month asked about ("what's on my plate for
// January?", "what's due in March").
var monthAskedRE = lazy(`(?i)^(\s*)(?:what(?:'s|s|\s+is|\s+are)|what\s+do\s+i\s+have|what\s+have\s+i\s+got|anything)\s+(?:due\s+|on\s+(?:my\s+plate\s+)?|coming\s+up\s+|planned\s+|happening\s+)?(?:for|in|during)\s+(?:the\s+month\s+of\s+)?(january|february|march|april|may|june|july|august|september|october|november|december)\s*(\??)[.!]*$`)

func ruleDayRange(c clause) (ParsedIntent, bool) {
	m, ok := find(dayRangeRE, c.s)
	if !ok {
		return ParsedIntent{}, false
	}
	a, b := m.g("a")+m.g("a2"), m.g("b")+m.g("b2")
	if n, ok := find(bareDayNumber, strings.TrimSpace(a)); ok {
		if mo := monthName.FindString(b); mo != "" && !monthName.MatchString(a) {
			a = n.g("n") + " " + mo // "from the 21st to the 27th of December"
		}
	}
	from, okA := singleDay(a)
	to, okB := singleDay(b)
	if !okA || !okB {
		return ParsedIntent{}, false
	}
	return intent("query-due-on", "queryTasks", map[string]any{"from": from, "before": to}), true
}

// tasksAboutRE: the open tasks about a topic — "show my tasks about
// quotes", "which tasks mention the boiler", "what quotes have I got to
// chase", "search my tasks for invoice".
var (
	tasksAboutRE = re(`^(?:(?:show|list|find|give)\s+(?:me\s+)?(?:all\s+)?(?:my\s+|the\s+)?(?:open\s+)?(?:tasks|to-?dos|jobs)\s+(?:about|mentioning|that\s+mention|that\s+say)|(?:which|what)\s+(?:open\s+)?(?:tasks|to-?dos|jobs)\s+(?:are\s+about|mention|say|are\s+for)|search\s+(?:my\s+|the\s+)?(?:tasks|to-?dos|jobs)\s+for|(?:do\s+i\s+have|have\s+i\s+got)\s+(?:any\s+)?(?:tasks|to-?dos|jobs)\s+(?:about|mentioning))\s+(?:the\s+|my\s+|a\s+|an\s+)?(?P<x>[^?]+?)\s*\??$`)
	whatToDoRE   = re(`^what\s+(?P<x>[\p{L}-]+?)\s+(?:have\s+i\s+got|do\s+i\s+have|have\s+i|i\s+have|i\s+got|do\s+i\s+need|are\s+there)\s+(?:left\s+|still\s+)?to\s+(?:chase|do|send|pay|finish|write|sort|book|call|ring|fix|buy|order|make|get|check|review|return|submit)\b[^?]*\??$`)
	genericItem  = set(`task tasks thing things job jobs todo todos to-do to-dos item items work stuff else do does did is are you we i have has had`)
)

func ruleTasksAbout(c clause) (ParsedIntent, bool) {
	if m, ok := find(tasksAboutRE, c.s); ok && !genericItem[strings.ToLower(m.g("x"))] {
		return intent("query", "queryTasks", map[string]any{"about": m.g("x")}), true
	}
	if m, ok := find(whatToDoRE, c.s); ok && !genericItem[strings.ToLower(m.g("x"))] {
		return intent("query", "queryTasks", map[string]any{"about": m.g("x")}), true
	}
	return ParsedIntent{}, false
}

// nameThenDeadline: a new project's name said with its deadline ("Johnson
// front yard cleanup due dec 20", "qPCR Validation by end of January").
var nameThenDeadline = re(`^(?P<n>.+?)\s*,?\s+(?:due|by|deadline(?:\s+is)?|ending|ends)\s+(?:on\s+|by\s+)?(?P<d>.+)$`)

// projectDeadlines takes a deadline said inside a new project's name out
// of it: the project gets the name alone and a "Deadline" milestone on
// that day, added as a last step (so the steps' $N references stay).
// Steps and clarifying options are both read; a name the user quoted in
// text ("\"Paid by Friday\"") is kept whole.
func projectDeadlines(p plan.Plan, text string) plan.Plan {
	p.Steps = deadlineSteps(p.Steps, text)
	if p.Clarify != nil {
		for i := range p.Clarify.Options {
			p.Clarify.Options[i].Steps = deadlineSteps(p.Clarify.Options[i].Steps, text)
		}
	}
	return p
}

func deadlineSteps(steps []plan.Step, text string) []plan.Step {
	n := len(steps)
	for i := 0; i < n; i++ {
		st := steps[i]
		if st.Tool != "createProject" {
			continue
		}
		deadline := func(d string) plan.Step {
			return plan.Step{Tool: "addMilestone", Args: map[string]any{"project": "$" + itoa(i+1), "title": "Deadline", "due": d}}
		}
		if d, ok := nameDeadline(st, text); ok {
			steps = append(steps, deadline(d))
		}
		if d, ok := notesDeadline(st); ok {
			steps = append(steps, deadline(d))
		}
	}
	return steps
}

// nameDeadline takes a deadline said in st's name out of it ("Johnson
// front yard cleanup due dec 20"), unless text quotes the name whole.
func nameDeadline(st plan.Step, text string) (string, bool) {
	name, _ := st.Args["name"].(string)
	if name == "" || strings.Contains(singleQuotesAsDouble(text), "\""+name+"\"") || strings.Contains(text, "“"+name+"”") {
		return "", false
	}
	m, ok := find(nameThenDeadline, name)
	if !ok || strings.TrimSpace(m.g("n")) == "" {
		return "", false
	}
	d, isDate := datePhrase(m.g("d"))
	if isDate {
		st.Args["name"] = m.g("n")
	}
	return d, isDate
}

// notesDeadline takes a deadline said last in st's description out of it
// ("(the renovation of the kitchen) with deadline the end of March").
func notesDeadline(st plan.Step) (string, bool) {
	notes, _ := st.Args["notes"].(string)
	if m := nameIsOn.FindStringSubmatch(notes); m != nil {
		// "create project Wedding, the wedding is on 3 june": the day of
		// the thing the project is named for is its deadline
		if name, _ := st.Args["name"].(string); strings.EqualFold(strings.TrimSpace(m[1]), strings.TrimSpace(name)) {
			if d, isDate := datePhrase(m[2]); isDate {
				delete(st.Args, "notes")
				return d, true
			}
		}
	}
	m := deadlineInNotes.FindStringSubmatchIndex(notes)
	if notes == "" || m == nil {
		return "", false
	}
	d, isDate := datePhrase(notes[m[2]:m[3]])
	if !isDate {
		return "", false
	}
	if rest := strings.TrimSpace(strings.Trim(notes[:m[0]], " ,;")); rest != "" {
		st.Args["notes"] = rest
	} else {
		delete(st.Args, "notes")
	}
	return d, true
}

// nameIsOn: "the wedding is on 3 june" as a new project's description
// (groups: what is on, the day).
var nameIsOn = lazy(`(?i)^\s*(?:the|our|my)\s+(.+?)\s+(?:is|'s|’s|will\s+be)\s+(?:on\s+)?(.+?)\s*[.!]*$`)

// deadlineInNotes: a deadline said last in a new project's description.
var deadlineInNotes = lazy(`(?i)(?:^|[,;]?\s+)(?:(?:with\s+)?(?:a\s+|the\s+)?deadline\s+(?:of\s+|on\s+|is\s+|by\s+)?|due\s+(?:on\s+|by\s+)?)(.+?)(?:\s*,?\s*please)?\s*[.!]*$`)

// isDigit reports an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }
