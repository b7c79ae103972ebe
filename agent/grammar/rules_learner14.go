package grammar

import (
	"strings"
	"unicode"
)

// Stop 45: the families of trials 368 on and of the leftovers of stop 44,
// in our own words (tests in stop45_test.go).

// stop45Rewrites: frames read as the rules read them.
var stop45Rewrites = []guardedRewrite{
	// "put the two study tasks in the finals project", "file both gym
	// ones under health": the tasks those words name, all of them
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)*)(?:put|move|file|stick|pop)\s+(?:both|the\s+two|the\s+three|the\s+2|the\s+3|both\s+the|all\s+(?:the\s+)?|all\s+my|my|the|those|these)\s+([\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+)?)\s+(?:tasks|ones|things|jobs|items|to-?dos)\s+(?:(?:in|into|under|in\s+with)\s+(?:the\s+|my\s+)?([^,.;!?]+?)(?:\s+project)?|(?:to|in|into|under)\s+(?:the\s+|my\s+)?([^,.;!?]+?)\s+project)\s*(?:please|pls|thanks|thx)?\s*[.!]*$`), "${1}move all the $2 tasks to the $3$4 project", nil},
	// "add a, b, and pay phone bill all for friday": "all" says the day
	// is each one's, no part of the last
	{lazy(`(?i)(,[^,.!?]+?)\s+all\s+((?:for|by|on|due|before)\s+[^,.!?]+?\s*[.!]*)$`), "$1 $2", lazy(`(?i)\b(?:that'?s|that’s|thats|is)\s+all\b|:|[-–—]\s*all\b|\b(?:\d+|two|three|four|five|six)\s+(?:things|items|tasks|jobs)\b`)},
	// "what do i still have due before 12/18": "still" asks nothing more
	{lazy(`(?i)^(\s*(?:so\s+|ok\s+|and\s+)?(?:what|which|whats|what's|what’s)\s+(?:(?:do|have|did)\s+(?:i|we)\s+|(?:tasks|things|jobs)\s+(?:do|have)\s+(?:i|we)\s+|is\s+|are\s+)?)still\s+`), "$1", nil},
	// "mark the church hall fee as paid", "mark the card sent": done
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+|(?:can|could|would)\s+you\s+)*)(?:mark|tick|set|flag)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:as\s+)?(?:paid|sent|posted|booked|bought|ordered|returned|collected|submitted|handed\s+in|received|sorted|fixed|cleaned|renewed|cancell?ed|canceled|signed|filed|delivered|picked\s+up|dropped\s+off|done\s+and\s+dusted|dealt\s+with|taken\s+care\s+of|settled)(?:\s+(?:now|already|today|yesterday|this\s+morning))?\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|ta))?\s*[.!]*$`), "${1}mark $2 done", nil},
	// "which tasks high priority": the copula left out
	{lazy(`(?i)^(\s*)(?:which|what|wat|wich)\s+(?:tasks|things|ones|jobs|items|stuff|todos|to-dos)\s+(?:r\s+|are\s+|is\s+)?(high|low|urgent|top|normal|medium)(?:[\s-]*(?:priority|prio|pri|p))?\s*\?*\s*$`), "${1}which tasks are $2 priority", nil},
	// "show work stuff", "list school things": the tasks of that name
	{lazy(`(?i)^(\s*(?:pls\s+|please\s+)?)(show|list|see)\s+(?:me\s+)?([\p{L}\d'’-]+)\s+(?:stuff|things|jobs|items|todos|to-dos)\s*(?:pls|please)?\s*[?.!]*$`), "${1}show my $3 tasks", nil},
	// "pack the books, genre before 14 déc": a French filler word
	{lazy(`(?i)\s*,\s*(?:genre|tsé|fait\s+que)\s*,?\s+`), " ", nil},
	// "lower the Laval photos one to low prio, not urgent finally"
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:lower|drop|bump\s+down|downgrade|raise|bump\s+up|upgrade)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:one|task|thing))?\s+(?:to|down\s+to|up\s+to)\s+(low|high|normal|medium|urgent|top)(?:[\s-]*(?:priority|prio|pri|p))(?:\s*,.*)?\s*[.!]*$`), "${1}make $2 $3 priority", thenMoreAsked},
	// "note this: …": the note is what follows
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:note|jot|save|write|keep)\s+(?:this|that)(?:\s+down)?\s*:\s*`), "${1}note: ", nil},
	// "whats on for next wk, pls list by date": how to show it asks
	// nothing more
	{lazy(`(?i)\s*[,;-]?\s*(?:(?:and\s+)?(?:pls|please)\s+)?(?:list|sort|order|show)(?:ed)?\s+(?:them\s+|it\s+|those\s+)?by\s+(?:date|day|due\s+date)\s*(?:pls|please|thx|thanks)?\s*[?.!]*$`), "", nil},
	// "…, it has to be in to the court by 11/12": its day
	{lazy(`(?i),\s*(?:it|that|this|they)\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+)?(?:in|done|submitted|sent|handed\s+in|finished|ready|lodged|filed|paid|back|returned|posted)(?:\s+(?:to|with|at|into)\s+[^,]+?)?\s+(by|before|on)\s+`), ", due $1 ", nil},
	// "ugh i didnt mean to tick off the DJ, … reopen it please"
	{lazy(`(?i)^\s*(?:(?:ugh|oops|argh|damn|oh\s+no|oh|sorry)\s*[,!.]*\s+)?i\s+(?:didn'?t|didnt|did\s+not)\s+mean\s+to\s+(?:tick|mark|check|cross)\s+(?:off\s+)?(?:the\s+)?(.+?)(?:\s+(?:off|as\s+done|done))?\s*[,.;!-].*?\b(?:reopen|undo|untick|unmark)\s+(?:it|that)\b.*$`), "reopen $1", nil},
	// "the Byrne visit didnt happen actually, … - reopen it and move it
	// to next tuesday"
	{lazy(`(?i)^\s*(?:(?:ugh|oops|argh|oh)\s*[,!.]*\s+)?((?:the\s+|my\s+)?[^,]+?)\s+(?:didn'?t|didnt|did\s+not|never)\s+(?:happen|go\s+ahead|get\s+done)\b.*?[-–—,.;]\s*(?:so\s+|pls\s+|please\s+)?reopen\s+it\s+and\s+(?:move|push|change|put)\s+it\s+to\s+(.+?)\s*[.!]*$`), "reopen $1 and move it to $2", nil},
	// "weekly call w/ Aunt Keiko sundays 7pm": a plural weekday and a
	// time say the repeat
	{lazy(`(?i)^(\s*(?:add\s+|pls\s+add\s+|please\s+add\s+)?)(?:a\s+)?(?:weekly\s+)?([^,]+?)\s+(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:at\s+|@\s*)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)?)\s*[.!]*$`), "${1}$2 every ${3}day at $4",
		lazy(`(?i)^\s*(?:what|which|when|where|who|how|is|are|do|does|show|list|move|change|make|set|push|shift|the\s+[^,]+\s+(?:is|are)\b)`)},
	// "add: a, b, both tag bonsai, this weekend": the label and the day
	// are each one's
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s*:?\s*)([^:]+?,[^:]+?)\s*,\s*(?:both|all)\s+(?:tag(?:ged)?|label(?:led|ed)?|with)\s+@?([\p{L}\d_-]+)\s*(?:,\s*(?:both\s+|all\s+)?([^,]+?))?\s*[.!]*$`), "${1}$2 - all $4 @$3", nil},
	// "ok just the truck then, move it to saturday": the thing, then the
	// change to it
	{lazy(`(?i)^\s*(?:(?:ok|okay|right|fine|so|alright)\s*,?\s+)?(?:just\s+)?((?:the\s+|my\s+)?[^,]+?)\s+then\s*,\s*(move|push|make|change|set|shift)\s+it\s+`), "$2 $1 ", nil},
	// "résumé rapide: what's left for the move?": a lead before a question
	{lazy(`(?i)^\s*(?:résumé|resume|summary|recap|question|quick\s+question|q|btw|fyi|ok\s+donc|donc|alors|bon|so)(?:\s+(?:rapide|quick|vite))?\s*[:,-]\s*((?:what|what's|whats|when|where|which|who|how|is|are|do|does|did|can|could|show|list)\b)`), "$1", nil},
	// "… milestone of Christmas Eve service on the 24th": its name
	{lazy(`(?i)\b((?:with|add)\s+(?:a\s+|one\s+)?(?:new\s+)?milestones?)\s+of\s+(?:the\s+)?`), "$1 ", lazy(`(?i)\bmilestones?\s+of\s+\w+ing\b`)},
	// "buy candles for the watchnight, 60 of them, and …": how many is
	// part of the thing
	{lazy(`(?i),\s*(\d+|a\s+dozen|two|three|four|five|six|ten|twelve|twenty)\s+of\s+(?:them|those)\s*,`), " ($1),", nil},
	// "make that one high priority please as I am the one doing the rota":
	// the reason after it changes nothing
	{lazy(`(?i)^(\s*(?:please\s+)?(?:make|set|mark)\s+(?:that|it|this)(?:\s+one)?\s+(?:a\s+)?(?:high|low|urgent|top|normal|medium)(?:[\s-]+priority)?)(?:\s+please)?\s*,?\s+(?:as|because|since|cos|cause|coz)\s+.*$`), "$1", nil},
	// 'Put a label of "shopping" on the stamps and the card ones please.'
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|add|stick)\s+(?:a\s+|the\s+)?(?:label|tag)\s+(?:of\s+|called\s+)?["“']?([\p{L}\d_-]+)["”']?\s+on\s+(.+?)(?:\s+(?:ones|tasks|things|items))?(?:\s+please)?\s*[.!]*$`), "${1}tag $3 with $2", lazy(`(?i)\b(?:all|every|everything|each)\b`)},
	// "Stop the Sunday reminder to ring Jean": its repeat ends
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:stop|cancel|end|turn\s+off)\s+(?:the\s+|my\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|weekly\s+|daily\s+|monthly\s+|repeating\s+|recurring\s+)?(?:reminder|repeat|task)\s+(?:to|for|about)\s+([^,.]+?)\s*(?:[,.;].*)?$`), "${1}stop repeating $2", nil},
	// "write me a wee poem for …": writing asked of Pace
	{lazy(`(?i)^(\s*)(?:(?:will|can|could|would)\s+you\s+|please\s+)*(?:write|compose|make\s+up)\s+(?:me\s+|us\s+)?(?:a|an|some)\s+(?:(?:wee|little|short|nice|quick|funny|lovely|small)\s+)*(?:poem|rhyme|verse|song|limerick|story|speech|toast)\b.*$`), "${1}write me a poem", nil},
	// "set high priority on everything due Dec 15"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:set|put|give)\s+(high|low|urgent|top|normal|medium)\s+priority\s+(?:on|to|for)\s+(everything|all\s+(?:the\s+)?(?:tasks|things)|anything)\s+(.+?)\s*[.!]*$`), "${1}make $3 $4 $2 priority", nil},
	// "everything due Friday in the offsite project - move it to Monday"
	{lazy(`(?i)^(\s*(everything|anything|all\s+(?:the\s+)?(?:tasks|things))\s+[^-–—]+?)\s*[-–—]\s*(?:please\s+)?(move|push|shift)\s+(?:it|them|those)(?:\s+all)?\s+(to\s+.+)$`), "$3 $1 $4", nil},
	// "make both of those part of Parents Visit"
	{lazy(`(?i)^(\s*(?:please\s+)?)make\s+(both\s+of\s+(?:those|them|these)|them\s+both|those\s+two|these\s+two|them|those|these)\s+part\s+of\s+`), "${1}put $2 in ", nil},
	// "change the NICEIC renewal to high, its due sooner than i thought"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|set|put|switch)\s+(.+?)\s+to\s+(high|low|urgent|top|normal|medium)(?:[\s-]+(?:priority|prio))?\s*(?:[,;.-]\s*.*)?$`), "${1}make $2 $3 priority",
		lazy(`(?i)\b(?:priority|prio|everything|all|anything)\b|\b(?:and|then|also|plus)\s+(?:then\s+|also\s+)?(?:please\s+)?(?:move|push|put|set|make|change|tag|label|file|rename|mark|due|shift)\b`)},
	// "oh hang on not done, … - put it back": reopen it
	{lazy(`(?i)^\s*(?:(?:oh|ah|hang\s+on|wait|sorry|oops)[\s,!.]+)*(?:it'?s\s+|that'?s\s+)?not\s+(?:done|finished)(?:\s+(?:yet|after\s+all))?\b.*?\b(?:put\s+it\s+back|reopen\s+it|undo\s+(?:it|that)|untick\s+it)\b.*$`), "reopen it", nil},
	// "I ticked off the candles by mistake, …": reopen them
	{lazy(`(?i)^.*?\bi\s+(?:ticked|marked|checked|crossed)\s+(?:off\s+)?(?:the\s+)?(.+?)(?:\s+off)?(?:\s+as\s+done)?\s+(?:by\s+mistake|by\s+accident|wrongly|in\s+error|too\s+soon|too\s+early)\b.*$`), "reopen $1", nil},
	// "put it back to not done"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:put|set|mark)\s+(it|that|the\s+.+?)\s+(?:back\s+)?(?:to|as)\s+not\s+done(?:\s+please)?\s*[.!]*$`), "${1}reopen $2", nil},
	// "first fix done on jones": the milestone of that project
	{lazy(`(?i)^\s*(?:the\s+)?([\p{L}\d][\p{L}\d' ]{1,40}?)\s+(?:is\s+)?(?:done|finished|complete|completed)\s+on\s+(?:the\s+)?([\p{L}\d][\p{L}\d' ]{0,30}?)(?:\s+(?:job|project))?\s*[.!]*$`), "the $1 milestone in the $2 project is done",
		lazy(`(?i)\b(?:on|for|at)\s+(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|time|\d)|\bon\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|^\s*(?:i|we|it|that|this|all|everything|please|mark|tick|add|new|create|make)\b|\b(?:this|next|last)\s+(?:week|month)\b`)},
	// "Did I post Fiona's card yet?": is it done
	{lazy(`(?i)^(?:.*?[.!]\s+)?did\s+i\s+(?:\w+)\s+(?:the\s+|my\s+)?(.+?)\s+(?:yet|already)\s*\?.*$`), "is $1 done?", nil},
	// "whats my day rate again?": a fact of the user's, asked of the notes
	{lazy(`(?i)^\s*(?:what'?s|whats|what\s+is)\s+(?:my|our)\s+((?:day|hourly|daily|half[\s-]day|call[\s-]?out|weekly|monthly)\s+(?:rate|fee|charge|price))(?:\s+again)?\s*\?*$`), "what is my $1 in my notes?", nil},
	// "For the offsite: a; b; c - that one's high priority", "Book Club
	// stuff: a; b": the project's to-dos, one by semicolon
	{lazy(`(?i)^\s*(?:for\s+(?:the\s+|my\s+)?|re\s*:?\s+)?([\p{L}\d][\p{L}\d'’ &-]{0,40}?)(?:\s+(?:stuff|things|bits|to-?dos|tasks|list))?\s*:\s*([^;]+;[^;].*)$`), "add to $1: $2",
		lazy(`(?i)^\s*(?:add|note|notes|todo|tasks?|milestones?|new|create|what|which|who|when|where|how|please|pls|remind|i|we|ok|so|done|finished|completed|sorted|ticked|bought|paid|got)\b`)},
	// "… by Dec 16 - that one's high priority": the item's priority
	{lazy(`(?i)\s*[-–—,]\s*(?:that|this)(?:\s+one)?(?:'s|’s|\s+is)\s+(high|low|top|urgent)(?:\s+priority)?\s*[.!]*$`), " $1 priority", lazy(`^[^;]*$`)},
	// "We're going with Demon Copperhead - rename …": the reason first
	{lazy(`(?i)^\s*[^-–—]+?\s+[-–—]\s+((?:please\s+)?(?:rename|retitle|change\s+the\s+name\s+of)\s+)`), "$1", nil},
	// 'rename the "A" task to "B", due Dec 28': the rename, then the move
	{lazy(`(?i)^(\s*(?:please\s+)?(?:rename|retitle)\s+(?:the\s+)?["“][^"”]+["”](?:\s+(?:task|one|item))?\s+to\s+["“][^"”]+["”])\s*,?\s*(?:and\s+)?(?:due|for|by|on)\s+(.+?)\s*[.!]*$`), "$1 and move it to $2", nil},
	// 'change the budget approval task: … it's "Get budget approval from
	// Priya" now, due Dec 18'
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|update|edit|fix)\s+(?:the\s+)?(.+?)(?:\s+(?:task|one|item))?\s*[:–—-]\s*[^"“]*?\b(?:it'?s|it’s|its|it\s+is|call\s+it|make\s+it)\s+["“]([^"”]+)["”](?:\s+now)?\s*,?\s*(?:and\s+)?(?:due|for|by|on)\s+(.+?)\s*[.!]*$`), "${1}rename $2 to \"$3\" and move it to $4", nil},
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:change|update|edit|fix)\s+(?:the\s+)?(.+?)(?:\s+(?:task|one|item))?\s*[:–—-]\s*[^"“]*?\b(?:it'?s|it’s|its|it\s+is|call\s+it|make\s+it)\s+["“]([^"”]+)["”](?:\s+now)?\s*[.!]*$`), "${1}rename $2 to \"$3\"", nil},
	// "The offsite is moving to Jan 29, update the project target date"
	{lazy(`(?i)^\s*(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:is|has)\s+(?:moving|moved|been\s+moved|changing|changed|shifting|shifted)\s+to\s+([^,]+?)\s*,\s*(?:please\s+|so\s+|can\s+you\s+)*(?:update|change|move|fix)\s+(?:the\s+)?(?:project(?:'s)?\s+)?(?:target\s+|due\s+|end\s+)?(?:date|deadline)\s*[.!]*$`), "move the $1 project's date to $2", nil},
	// 'Add "host book club" as a monthly repeating task in Book Club, next
	// one Dec 17 at 7pm'
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|create|make|set\s+up)\s+(["“][^"”]+["”])\s+as\s+(?:a|an)\s+(daily|weekly|monthly|yearly|fortnightly|annual)\s+(?:repeating\s+|recurring\s+)?(?:task|item|reminder|to-?do)(?:\s+(?:in|for|to|under)\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?)?\s*,\s*(?:the\s+)?(?:next\s+one|first\s+one|starting|from|next)\s+(?:is\s+|on\s+)?(.+?)\s*[.!]*$`), "${1}add $2 $3 from $5 to the $4 project", nil},
	// "How many tasks do I have open in total, and how many are overdue?"
	{lazy(`(?i)^\s*how\s+many\s+(?:tasks|things|to-?dos)\s+(?:do\s+i\s+have\s+|have\s+i\s+got\s+|are\s+)?(?:open|left|outstanding)(?:\s+in\s+total)?\s*,?\s+and\s+how\s+many\s+(?:are|r|of\s+them\s+are)\s+(overdue|late|due\s+today)\s*\??$`), "how many tasks do I have open? and how many tasks are $1?", nil},
	// "everything in the P project that's due before christmas, make it
	// high priority": the set, then the change
	{lazy(`(?i)^\s*((?:everything|anything|all\s+(?:the\s+)?(?:tasks|things))\s+.+?)\s+(?:that'?s|that\s+is|which\s+is|that\s+are|which\s+are)\s+(due\s+[^,]+?)\s*,\s*(?:please\s+)?(?:make|set|mark)\s+(?:it|them|those)(?:\s+all)?\s+(high|low|urgent|top|normal)(?:\s+priority)?\s*[.!]*$`), "make $1 $2 $3 priority", nil},
	{lazy(`(?i)^\s*((?:everything|anything|all\s+(?:the\s+)?(?:tasks|things))\s+[^,]+?)\s*,\s*(?:please\s+)?(?:make|set|mark)\s+(?:it|them|those)(?:\s+all)?\s+(high|low|urgent|top|normal)(?:\s+priority)?\s*[.!]*$`), "make $1 $2 priority", nil},
	// "Anything with the christmas tag that isn't done yet, bump it up to
	// high priority please"
	{lazy(`(?i)^\s*(?:anything|everything|all\s+(?:the\s+)?(?:tasks|things))\s+(?:with|tagged)\s+(?:the\s+)?@?([\p{L}\d_-]+)(?:\s+(?:tag|label))?(?:\s+that\s+(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:done|finished)(?:\s+yet)?)?\s*,\s*(?:please\s+)?(?:bump|put|set|make|move|raise)\s+(?:it|them|those)\s+(?:up\s+)?(?:to\s+)?(high|low|urgent|top)(?:\s+priority)?\b.*$`), "make everything tagged $1 $2 priority", nil},
	// "also for the bachelor party: a, b, c"
	{lazy(`(?i)^\s*(?:also|and)\s+for\s+(?:the\s+|my\s+)?([\p{L}][\p{L}\d'’ ]{0,30}?)\s*:\s*([^:,]+,[^:]+,[^:]+)$`), "add to $1: $2",
		lazy(`(?i)^\s*(?:also|and)\s+for\s+[^:]*\b(?:need|needs|add|project|milestones?|i|we|please|have|has)\b[^:]*:`)},
	// "ok add a task for that: X, every sunday"
	{lazy(`(?i)\b(add|create|make)\s+(?:a\s+)?(?:task|reminder|to-?do)\s+for\s+(?:that|this|it)\s*:\s*`), "$1 ", nil},
	// 'add a task "pay the tiles deposit" to kitchen, 500€, next monday':
	// the amount is the thing's
	{lazy(`(?i)(["”])\s+(to|in|into|under)\s+([\p{L}][^,"]*?)\s*,\s*([€$£]\s*\d[\d,.]*|\d[\d,.]*\s*(?:€|\$|£|eur|euros|dollars|pounds))\s*,`), " $4$1 $2 $3,", nil},
	// "Only the tiles is done, not the worktop"
	{lazy(`(?i)^\s*only\s+(?:the\s+)?(.+?)\s+(?:is|are|'s)\s+(?:done|finished)\s*,?\s+not\s+.+$`), "mark $1 done", nil},
	// "Note for later: …"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:note|jot|save|keep)\s+(?:this\s+|that\s+)?(?:down\s+)?for\s+later\s*:\s*`), "${1}note: ", nil},
	// "actually it's thursday not tuesday": the day corrected
	{lazy(`(?i)^\s*(?:(?:actually|sorry|oops|no|wait|ah)[,\s]+)*(?:it'?s|its|it’s|it\s+is)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+not\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*[.!]*$`), "actually move it to $1", nil},
	// "Make it Saturday this time": this one, moved
	{lazy(`(?i)^(\s*(?:please\s+)?)make\s+it\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+this\s+(?:time|once|week)\s*[.!]*$`), "${1}move it to $2", nil},
	// "Ah no sorry he did not answer, reopen it"
	{lazy(`(?i)^\s*[^,]+?(?:didn'?t|did\s+not|hasn'?t|has\s+not|never|won'?t|not)\b[^,]*[,.;-]\s*(?:so\s+|please\s+|pls\s+|can\s+you\s+)?reopen\s+(it|that)(?:\s+please)?\s*[.!]*$`), "reopen $1", lazy(`(?i)\b(?:i|we)\s+(?:didn'?t|did\s+not|haven'?t|have\s+not|hadn'?t)\b`)},
	// "I ticked off the wool but … Can you put it back on my list?"
	{lazy(`(?i)^.*?\bi\s+(?:ticked|marked|checked|crossed)\s+(?:off\s+)?(?:the\s+)?(.+?)(?:\s+off)?\s+but\b.*\b(?:put\s+it\s+back|reopen\s+it|untick\s+it)\b.*$`), "reopen $1", nil},
	// "move the lodging locked in milestone to 12/18": the name, quoted
	{lazy(`(?i)^(\s*(?:please\s+)?(?:move|push|shift|change|reschedule)\s+)(?:the\s+)?([^"“,]+?\s+(?:in|on|up|off|out|done|over))\s+milestone\s+to\s+`), "${1}the \"$2\" milestone to ", nil},
	// "… before that, say the 16th": that day
	{lazy(`(?i)\s+before\s+that\s*,\s*say\s+`), " by ", nil},
	// "…, thats a Monday I think." : an aside
	{lazy(`(?i)\s*,\s*(?:that'?s|thats|that’s|which\s+is)\s+a\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+i\s+think|\s+i\s+believe)?\s*([.!]|$)`), "$1", nil},
	// "Oh and I forgot, X is D, I promised Claire I'd go. Put that down"
	{lazy(`(?i)^\s*(?:oh\s+)?(?:and\s+)?i\s+(?:forgot|nearly\s+forgot|almost\s+forgot)\s*,\s*`), "", nil},
	{lazy(`(?i)\s*,\s*i\s+(?:promised|told|said)\b[^.!?]*([.!?])`), "$1", nil},
	{lazy(`(?i)([.!]\s+)(?:please\s+)?put\s+(?:that|it)\s+down(?:\s+please)?\s*[.!]*$`), "${1}Please add it", nil},
	// "Every Sunday I need to call my sister, put that in as a weekly one
	// for 2pm please, low priority it's just a chat"
	{lazy(`(?i)^\s*(every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:i\s+(?:need|have|want)\s+to|i)\s+(.+?)\s*,\s*(?:please\s+)?(?:put|add|set)\s+(?:that|it|this)\s+(?:in\s+|up\s+)?(?:as\s+)?(?:a\s+)?(?:weekly|repeating|recurring|regular)(?:\s+(?:one|task|thing|reminder))?(?:\s+(?:for|at)\s+([^,]+?))?(?:\s+please)?(?:\s*,\s*(low|high)\s+priority\b.*)?\s*[.!]*$`), "add $2 $1 at $3 $4 priority", nil},
	// "Which of my projects has the most left to do?"
	{lazy(`(?i)^\s*which\s+(?:of\s+)?(?:my\s+)?projects?\s+(?:has|have|is|are)\s+(?:the\s+)?(?:most|least|biggest|furthest|closest)\b.*$`), "list my projects", nil},
	// "delete the patch drywall one deacon Roy took care of it": "one"
	// ends the reference; a reason follows
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:delete|remove|drop|bin|scrap)\s+the\s+[^,]+?\s+one)\s+\S.*$`), "$1", nil},
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)cancel\s+(the\s+[^,]+?\s+one)\s+\S.*$`), "${1}delete $2", nil},
	// "mark the 2x4 one back undone turns out …"
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(?:mark|set|put)\s+(the\s+.+?|it|that)\s+(?:back\s+)?(?:as\s+)?(?:undone|not\s+done|incomplete|unfinished|open)\b.*$`), "${1}reopen $2", nil},
	// "make the hay bales one LOW priority theres no rush"
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?make\s+the\s+[^,]+?\s+one\s+(?:high|low|urgent|top|normal|medium)(?:\s+priority)?)\s+\S.*$`), "$1", thenMoreAsked},
	// "actually the faucet job can wait til thursday"
	{lazy(`(?i)^\s*(?:(?:actually|ok|so|oh)[,\s]+)*((?:the\s+|my\s+)?[^,]+?)\s+can\s+wait\s+(?:til|till|until|to|for)\s+([^,;]+?)\s*[.!]*$`), "move $1 to $2", nil},
	// "the goat pen is built check it off and the rabbit cages too"
	{lazy(`(?i)^\s*(?:the\s+)?([^,]+?)\s+(?:is|are)\s+\w+\s+(?:check|tick|mark|cross)\s+(?:it|that)\s+off\s+and\s+(?:the\s+)?(.+?)\s+(?:too|as\s+well)\s*[.!]*$`), "mark the $1 and the $2 done", nil},
	// 'Under Greenfield Primary, add milestone "A" due D and "B" due D'
	{lazy(`(?i)^\s*(?:under|in|for)\s+(?:the\s+)?([^,]+?)(?:\s+project)?\s*,\s*(?:please\s+)?add\s+(?:the\s+|a\s+)?milestones?\s+(.+?)\s*[.!]*$`), "add milestones to $1: $2", nil},
	// 'add milestones "A" due D and "B" due E to P': the project first,
	// so each keeps its own day
	{lazy(`(?i)^(\s*(?:please\s+)?add\s+(?:the\s+)?milestones?)\s+(.+?(?:\s+and\s+|,\s*).+?)\s+(?:to|for|in|under)\s+(?:the\s+)?([^,:"]+?)(?:\s+project)?\s*[.!]*$`), "$1 to $3: $2", lazy(`(?i):|\bmilestones?\s+(?:to|for|in)\b|\bone\s+more\b|\banother\b|\band\s+add\b|["”]\s+to\s+.+\s+to\s+`)},
	// "I forgot to renew my CSCS card, it was due 30/11. Add it …"
	{lazy(`(?i)^\s*(?:oh\s+)?i\s+(?:forgot|never\s+got\s+round)\s+to\s+(.+?)\s*,\s*(?:it|that)\s+was\s+due\s+([^.,]+?)\s*[.,]\s*(?:so\s+)?(?:please\s+)?(?:add|put)\s+(?:it|that)\b.*$`), "add $1 that was due $2", nil},
	// "…, label it procurement and site": two labels
	{lazy(`(?i)^(\s*(?:please\s+)?(?:add|create|remind\s+me\s+to|new\s+task)\b.*?),?\s+(?:label|tag)(?:led|ged)?\s+it\s+(?:as\s+|with\s+)?@?([\p{L}\d_-]+)\s+(?:and|&)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), "$1 @$2 @$3", nil},
	// "Create another project — P, with tasks …"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:create|make|start|add))\s+(?:another|one\s+more|a\s+second|a\s+new)\s+project\s*[—–-]+\s*`), "$1 a project ", nil},
	// "add label urgent to the snagging list"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:add|put)\s+(?:the\s+|a\s+)?(?:label|tag)\s+@?([\p{L}\d_-]+)\s+(?:to|on)\s+(.+?)(?:\s+(?:please|pls))?\s*[.!]*$`), "${1}tag $3 with $2", lazy(`(?i)\b(?:all|every|everything)\b`)},
	// "Delete the First fix electrics milestone, <reason>"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:delete|remove|drop|cancel)\s+the\s+[^,]+?\s+milestone)\s*[,.;-]\s+.*$`), "$1", nil},
	// "I have finished confirming the choir rehearsal and the printing,
	// mark both done"
	{lazy(`(?i)^\s*(?:i|we)\s+(?:have\s+|'ve\s+)?(?:finished|done|completed|sorted)\s+(.+?)\s*,\s*(?:so\s+)?(?:please\s+)?(?:mark|tick)\s+(?:both|them|them\s+both|both\s+of\s+them|all)(?:\s+off)?(?:\s+as)?(?:\s+(?:done|complete|off))?\s*[.!]*$`), "mark $1 done", nil},
	// "Give me a summary of everything still open for next week"
	{lazy(`(?i)^\s*(?:please\s+)?(?:give\s+me|show\s+me|can\s+i\s+(?:have|get)|i\s+(?:want|need))\s+(?:a\s+)?(?:summary|overview|rundown|list|run-?down)\s+of\s+(?:everything|all\s+(?:my\s+|the\s+)?(?:tasks|things|jobs))(?:\s+(?:still\s+)?(?:open|left|due|outstanding|on))?\s+(?:for|in|during|over)\s+(next\s+week|this\s+week|today|tomorrow|the\s+weekend|this\s+weekend)\s*[.!?]*$`), "what's due $1", nil},
	// "Everything that's down for Saturday, could you move it to Sunday
	// please, …": the set by its day, then the move
	{lazy(`(?i)^\s*(everything|anything|all\s+(?:the\s+)?(?:tasks|things|jobs))\s+(?:that'?s|that’s|that\s+is|which\s+is|that\s+are|i\s+have|i'?ve\s+got)\s+(?:down\s+|set\s+|due\s+|on\s+)?(?:for|on)\s+([^,]+?)\s*,\s*(?:(?:could|can|would)\s+you\s+|please\s+)*(move|push|shift)\s+(?:it|them|those)(?:\s+all)?\s+(to\s+[^,]+?)(?:\s*,.*|\s+please.*)?$`), "$3 everything due $2 $4", nil},
	// "Oh dear, undo that would you, I've just remembered …"
	{lazy(`(?i)^\s*(?:(?:oh\s+dear|oh|oops|sorry|actually|no|wait|hmm)[,!.\s]+)*(?:please\s+)?(?:undo|reverse|take\s+back)\s+(?:that|it|the\s+last\s+one)(?:\s+(?:would|could|will)\s+you)?(?:\s+please)?\s*[,.;!-]\s+.*$`), "undo that", nil},
	// "Start a new project for me, \"Chicken run extension\", … end of
	// March would do"
	{lazy(`(?i)^(\s*(?:please\s+)?(?:start|create|make|add)\s+(?:a\s+)?(?:new\s+)?project)\s+(?:for\s+me\s*,?\s*)?(?:called\s+|named\s+)?["“]([^"”]+)["”]\s*,?\s*(?:no\s+rush(?:\s+on\s+it)?\s*,?\s*)?(\S[^,]*?)\s+(?:would\s+do|is\s+fine|is\s+ok|will\s+do)\s*[.!]*$`), "$1 \"$2\" due $3", nil},
	// "… you can take that one off the list altogether": delete it
	{lazy(`(?i)^.*?\b(?:you\s+can|please|can\s+you|could\s+you)\s+(?:take|cross|strike)\s+(?:that|it|that\s+one|this\s+one)\s+off\s+(?:the|my)\s+list(?:\s+altogether|\s+completely)?\s*[.!]*$`), "delete it", nil},
	// "whats still open overall?"
	{lazy(`(?i)\s+(?:overall|in\s+total|altogether|all\s+told)\s*(\?*)\s*$`), "$1", lazy(`(?i)^\s*(?:add|remind|new|create|make|move|put|delete)\b`)},
	// "actually have it done by thursday": its day
	{lazy(`(?i)^\s*(?:(?:actually|ok|oh|so)[,\s]+)*(?:i'?ll\s+)?have\s+(it|that)\s+(?:done|finished|sorted|ready)\s+(?:by|for|on)\s+([^,]+?)\s*[.!]*$`), "move $1 to $2", nil},
	// "need to get a present for Deb too, put it in …": "too" is no part of it
	{lazy(`(?i)^(\s*(?:i\s+)?need\s+to\s+[^,]+?)\s+(?:too|as\s+well|also)\s*,`), "$1,", nil},
	// "pls add - X, due D, project P": the lead
	{lazy(`(?i)^\s*(?:pls|please|plz)\s+add\s*[-–—]+\s*`), "add ", nil},
	// "Which tasks in P r still open?": "r" is "are"
	{lazy(`(?i)\b(tasks|things|jobs|they|we|you)\s+r\s+`), "$1 are ", nil},
	{lazy(`(?i)\s+r\s+(still|open|done|due|left|overdue|there|high|low|urgent)\b`), " are $1", nil},
	// "What's on the agenda for next week?"
	{lazy(`(?i)^\s*(?:what'?s|whats|what\s+is)\s+on\s+(?:the|my)\s+(?:agenda|list|plate|schedule)\s+(?:for\s+)?(next\s+week|this\s+week|tomorrow|today|the\s+weekend|this\s+weekend)\s*\??\s*$`), "what's due $1?", nil},
	// "make the counselor call Wed instead of Tues"
	{lazy(`(?i)^(\s*(?:actually\s+)?)make\s+(?:the\s+|my\s+)?(.+?)\s+((?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?)\s+instead\s+of\s+(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\w*\s*[.!]*$`), "${1}move the $2 to $3 instead", lazy(`(?i)^\s*(?:actually\s+)?make\s+(?:it|that|this|them)\b`)},
	// "Oops reopen the Kim mtg, we rescheduled to Mon 12/14 12:30pm"
	{lazy(`(?i)^\s*(?:(?:oops|oh|sorry|actually)[,!\s]+)*reopen\s+((?:the\s+|my\s+)?[^,]+?)\s*,\s*(?:we|they|it|i)\s+(?:rescheduled|moved|changed|pushed)(?:\s+it)?\s+to\s+(.+?)\s*[.!]*$`), "reopen $1 and move it to $2", nil},
	// "The matric results analysis was submitted, thank God — please mark
	// it done": the thing said done, not the words after it
	{lazy(`(?i)^\s*(?:(?:good\s+morning|good\s+afternoon|hi|hello|morning)[.!,]?\s+)?(?:the\s+|my\s+)?([^,.!?—–]+?)\s+(?:was|were|is|has\s+been|have\s+been|got)\s+(?:submitted|sent|posted|delivered|collected|handed\s+in|signed(?:\s+off)?|filed|lodged)\b[^.!?]*?(?:[—–,.;!]|\s-)\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:mark|tick|check)\s+(?:it|that)(?:\s+off)?(?:\s+as)?(?:\s+(?:done|complete|completed|off))?\s*[.!]*$`), "mark $1 done", nil},
	// "…, put tag kids": its label
	{lazy(`(?i)\s*,\s*(?:and\s+)?(?:put|add|give\s+it)\s+(?:a\s+|the\s+)?(?:tag|label)\s+@?([\p{L}\d_-]+)\s*[.!]*$`), " @$1",
		lazy(`(?i)^\s*(?:please\s+)?(?:tag|label|untag|put|add\s+(?:a\s+|the\s+)?(?:tag|label))\b`)},
	// "Please could you create a project called …": the request itself
	{lazy(`(?i)^\s*(?:please\s+)?(?:could|can|would)\s+you\s+(?:please\s+)?((?:create|start|make|set\s+up)\s+(?:a\s+)?(?:new\s+)?project\s+(?:called|named)\b)`), "$1", nil},
	// 'create a project called X with a milestone "Y" on D': unquoted
	{lazy(`(?i)(\bproject\s+(?:called|named)\s+[^"“]+?\s+with\s+(?:a\s+)?milestones?\s+)["“]([^"”]+)["”]`), "$1$2", nil},
	// "tag the shin guards and cleat laces ones w soccer": the tasks
	// named, "w" for with
	{lazy(`(?i)^(\s*(?:please\s+|pls\s+)?)(tag|label)\s+(?:the\s+)?(.+?)(?:\s+(?:ones|tasks|things|items))?\s+(?:w|w/|with|as)\s+@?([\p{L}\d_-]+)\s*(?:please|pls|thanks|thx)?\s*[.!]*$`), "${1}$2 $3 with $4",
		lazy(`(?i)^\s*(?:please\s+|pls\s+)?(?:tag|label)\s+.+?\s+(?:with|as)\s+@?[\p{L}\d_-]+\s*(?:please|pls|thanks|thx)?\s*[.!]*$`)},
}

// statementThenRepeat: a thing said to be on a weekday, then a request to
// make it repeat ("Bingo is on Tuesday at 8pm at the club, its every
// Tuesday so can you make it repeat weekly", "yoga is on wednesdays at 7,
// add it as weekly"): groups 1 the thing, 2 the weekday, 3 the rest (a
// time, a place).
var statementThenRepeat = lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([\p{L}][^,.;!?]*?)\s+(?:is|are|'s|’s)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b([^,.;!?]*?)\s*[,.;!]\s*(?:(?:it'?s|it’s|its|it\s+is|they'?re|they\s+are)\s+(?:on\s+)?(?:every|each)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:too|as\s+well))?\s*[,.;]?\s*)?(?:(?:so|and)\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+|pls\s+|kindly\s+)*(?:make|set|have|put|add|save|mark)\s+(?:it|that|this|them)\s+(?:(?:in|up|down)\s+)?(?:as\s+)?(?:(?:to\s+)?(?:repeat|recur)(?:\s+(?:weekly|every\s+week|each\s+week))?|(?:a\s+)?(?:weekly|repeating|recurring)(?:\s+(?:task|thing|item|reminder|one|event))?|every\s+week)\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|ta))?\s*[?.!]*\s*$`)

// thanksThenMore: thanks (and a closing) said first, then a request or
// question (group 1).
var thanksThenMore = lazy(`(?i)^\s*(?:thank\s+you|thanks|ta|cheers)\b[^.!?]*[.!]\s+(?:(?:that|this)\s+(?:will|'ll)\s+do[^.!?]*[.!]\s+)?((?:can|could|would|will|what|when|where|who|how|is|are|please|add|remind)\b.+)$`)

// doneSaidSo: a thing said to be done, then "so that is done", "you can
// mark it done", "score that one off" (groups: what was said of it, what
// follows in a sentence of its own).
var doneSaidSo = lazy(`(?i)^\s*(?:(?:oh|ok|okay|right|well|good\s+news)[\s,!.]+)*(.+?)\s*[,.;-]?\s+(?:(?:so\s+)?(?:you\s+can\s+|please\s+)?score\s+(?:it|that|this|that\s+one|this\s+one)\s+off|so\s+(?:that|it|this)(?:\s+is|'s|’s)\s+(?:done|finished|sorted|complete))(?:\s+(?:as\s+well|too|now|please))*\s*[.!]*(?:\s+(\S.*))?$`)

// wentFine: a thing said to have gone well, then "you can mark it done"
// (group 1 the thing).
var wentFine = lazy(`(?i)^\s*(?:the\s+|my\s+|our\s+)?([^,]+?)\s+went\s+(?:fine|well|ok|okay|great|grand|smoothly|alright)(?:\s+(?:tonight|today|this\s+morning|this\s+afternoon|this\s+evening|yesterday))?\s*[,.;-]?\s+(?:so\s+)?(?:you\s+can|please|can\s+you)\s+(?:mark|tick|cross|check)\s+(?:it|that|this)(?:\s+one)?\s+(?:off|done|as\s+done|complete)\s*[.!]*$`)

// doneRef is the task a statement of a thing done names ("The elders
// meeting went fine tonight": the elders meeting; "I got gloves at the
// market": gloves; "The bin one, I put it out already": the bin one); ""
// when it names none plainly.
func doneRef(said string) string {
	said = strings.TrimSpace(said)
	if m := iDidThing.FindStringSubmatch(said); m != nil {
		return strings.TrimSpace(m[1])
	}
	if i := strings.Index(said, ","); i > 0 {
		said = said[:i] // "The bin one, I put it out already tonight"
	}
	if loc := thingThenVerb.FindStringIndex(said); loc != nil && loc[0] > 0 {
		said = said[:loc[0]] // "The elders meeting went fine tonight"
	}
	if w := strings.Fields(said); len(w) == 0 || len(w) > 7 || echoNotHead.MatchString(said) {
		return ""
	}
	return said
}

// iDidThing: "I got gloves at the market", "I rang Stewart the plumber":
// group 1 the thing done.
var iDidThing = lazy(`(?i)^(?:i|we)\s+(?:have\s+|'ve\s+|just\s+|finally\s+|already\s+)*(?:got|bought|rang|phoned|called|rung|emailed|paid|sent|posted|booked|collected|picked\s+up|dropped\s+off|returned|fixed|finished|did|done|put\s+out|took|cleaned|wrote|ordered|cancelled|renewed|sorted)\s+(?:the\s+|my\s+|a\s+|an\s+|some\s+)?(.+?)(?:\s+(?:at|from|in|on|this|today|tonight|yesterday|earlier|already|last|off)\b.*)?$`)

// thingThenVerb: where what is said of a thing begins ("went fine", "is
// over", "happened").
var thingThenVerb = lazy(`(?i)\s+(?:went|was|were|is|are|has|have|got|happened|finished|ended|came|arrived)\b`)

// factThenPutIn: a fact with its day, then "so put in, <title>" (groups:
// the fact, the title).
var factThenPutIn = lazy(`(?i)^(.+?)\s*,?\s+so\s+(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:put\s+in|pop\s+in)\s*[,:]?\s+(.+?)\s*[.!]*$`)

// clauseThenAddThat: a to-do said first, then "add that to P" or "add
// that for D", perhaps a priority after (groups: the to-do, where or
// when, the priority).
var clauseThenAddThat = lazy(`(?i)^\s*(?:oh\s+and\s+|and\s+|also\s+)?(?:i\s+(?:was|am|need|have|had)\s+to\s+|i\s+must\s+|i\s+should\s+)?(.+?)\s*,\s*(?:so\s+)?(?:please\s+|can\s+you\s+|could\s+you\s+)?add\s+(?:that|this)\s+((?:to|for|in|under|on|into)\s+[^.]+?)\s*[.!]*(?:\s+(?:it\s+is|it'?s|its)\s+(not\s+urgent|urgent|important|high\s+priority|low\s+priority)\s*[.!]*)?$`)

// samePlace: "to the same project", "to it": a place other rules read.
var samePlace = lazy(`(?i)\b(?:same|it|that|this|them)\b`)

// addThatNot: heads that are requests or questions of their own.
var addThatNot = lazy(`(?i)^\s*(?:what|when|where|who|how|is|are|do|does|did|can|could|would|add|remind|show|list|move|delete|mark|new|create|make|i|we)\b`)

// echoQuestion: a question whose question word comes last ("zuzia
// allergic to what? nursery asking", "the plumber coming when?"): groups
// 1 what is asked about, 2 the question word; a short remark may follow.
var echoQuestion = lazy(`(?i)^\s*([\p{L}][^?]*?)\s+(what|when|where|who|what\s+time|what\s+day|which\s+day|how\s+much|how\s+many)\s*\?+(?:\s*[^?]{0,40})?$`)

// setHead: a thing that names a set or a person's doing, no task.
var setHead = lazy(`(?i)\b(?:every|all|any|anything|everything|each|i|i'm|im|it|we|not|this|that)\b`)

// copulaIn: the verb "be" inside an echo question's head (groups: before
// it, it, after it).
var copulaIn = lazy(`(?i)^(.+?)\s+(is|are|was|were)\b\s*(.*)$`)

// echoNotHead: heads that are requests or questions of their own ("add
// what?", "so what?", "remind me when?").
var echoNotHead = lazy(`(?i)^\s*(?:what|when|where|who|which|how|why|is|are|do|does|did|can|could|would|will|should|add|remind|show|list|tell|put|make|move|delete|mark|so|and|but|or|ok|okay|yes|no|and\s+then|then)\b|\b(?:me|you)$`)

// listAllPlace: a list, then "- all <place>" and perhaps the day ("add
// get silicone, new shower head, borrow drill - all bathroom, for
// today"): groups 1 the verb, 2 the list, 3 the place, 4 the day.
var listAllPlace = lazy(`(?i)^(\s*(?:please\s+|pls\s+)?add\s+)([^:]+?,[^:]+?)\s*[-–—]\s*all\s+(?:for\s+|in\s+|under\s+|to\s+|go\s+in\s+|part\s+of\s+)?(?:the\s+|my\s+)?([\p{L}][\p{L}\d'’ ]{0,30}?)(?:\s+project)?\s*(?:,\s*(?:all\s+)?((?:for|by|on|due)\s+[^,]+?|today|tomorrow|tonight|this\s+week(?:end)?|next\s+week))?\s*[.!]*$`)

// listAllNotPlace: words after "all" that are no place.
var listAllNotPlace = lazy(`(?i)^(?:high|low|urgent|important|priority|high\s+priority|low\s+priority|done|the\s+same|same|at\s+once|together|of\s+them|of\s+these|of\s+those|weekly|daily|monthly)$`)

// thingThenMakeIt: a thing of up to four words, then "make it <day>" with
// nothing between ("pawel drill make it tomorrow"): groups 1 the thing, 2
// the day.
var thingThenMakeIt = lazy(`(?i)^\s*(?:the\s+|my\s+)?([\p{L}][\p{L}\d'’]*(?:\s+[\p{L}\d'’]+){0,3}?)\s+make\s+(?:it|that)\s+(?:for\s+)?([^,;!?]+?)(?:\s+(?:instead|pls|please|thanks|thx))?\s*[.!]*$`)

// itsNotDate: words after "its" that say more than a day ("now due
// thursday", "in June" of an event).
var itsNotDate = lazy(`(?i)^(?:now|still|also|actually|moved|due|in|got|been)\b`)

// moveThenReason: a move to a day, then a comma and a reason (groups: the
// move, its day, the reason).
var moveThenReason = lazy(`(?i)^(\s*(?:please\s+|pls\s+)?(?:move|push|shift|change|reschedule|bump)\s+.+?\s+to\s+([^,]+?))\s*,\s*([^,]+?)\s*[.!]*$`)

// reasonNot: words after a move's comma that ask more of it.
var reasonNot = lazy(`(?i)^(?:and|then|also|plus|tag|label|make|set|mark|high|low|urgent|top|normal|medium|priority|every|each|weekly|daily|repeat|same\s+time|at\b|in\b|under\b|for\b|not\b|instead)`)

// newProjectPutIn: a new project, then "put A, B and C in it" (groups:
// the name, the things).
var newProjectPutIn = lazy(`(?i)^\s*(?:(?:please\s+)?(?:create|make|start|add)\s+(?:a\s+)?)?new\s+project\s+(?:called\s+|named\s+)?(.+?)\s*[—–:,-]+\s*(?:and\s+)?(?:put|move|file|stick)\s+(.+?)\s+(?:in|into|under)\s+(?:it|there)\s*[.!]*$`)

// quotedAfterColon: 'add a weekly task every Monday at 8am: "SLT briefing
// notes"' (groups: the politeness, the kind of repeat, when, the title).
var quotedAfterColon = lazy(`(?i)^(\s*(?:please\s+|pls\s+|kindly\s+|(?:can|could|would)\s+you\s+)*)(?:add|create|make|set\s+up|put\s+in|save)\s+(?:a|an|one|the)\s+(?:new\s+)?((?:weekly|daily|monthly|yearly|fortnightly|annual|repeating|recurring)\s+)?(?:task|reminder|to-?do|item|entry)\s+([^:"“]*?)\s*[:–—-]\s*["“']([^"”']+)["”']\s*[.!]*$`)

// repeatWord: a when that says its own repeat.
var repeatWord = lazy(`(?i)\b(?:every|each|daily|weekly|monthly|yearly|fortnightly|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b`)

// andThenVerb: "and", "also", "plus" opening a request.
var andThenVerb = lazy(`(?i)^\s*(?:and|also|plus|oh\s+and)\s+(?:also\s+)?`)

// thenMoreAsked: a change asked after "and" ("make the van one urgent and
// move it to the 30th"): no remark to drop.
var thenMoreAsked = lazy(`(?i)\b(?:and|then|also|plus)\s+(?:then\s+|also\s+)?(?:please\s+)?(?:move|push|put|set|make|change|tag|label|file|rename|mark|due|shift|it'?s\s+due|its\s+due)\b`)

// stop45Rewritten is text with stop 45's frames read as the rules read them.
func stop45Rewritten(text string) string {
	if m := andThenVerb.FindStringSubmatchIndex(text); m != nil && m[1] < len(text) && unicode.IsLetter(rune(text[m[1]])) && StartsWithTaskVerb(text[m[1]:]) {
		// "and call the plumber": a to-do said as carrying on, a to-do
		text = text[m[1]:]
	}
	if m := thanksThenMore.FindStringSubmatch(text); m != nil {
		// "Thank you very much, that will do for tonight. Can you tell me
		// what the weather will be …": the thanks, then a request
		text = m[1]
	}
	if m := wentFine.FindStringSubmatch(text); m != nil {
		return "mark the " + strings.TrimSpace(m[1]) + " done" // "The elders meeting went fine tonight, you can mark it done."
	}
	if m := doneSaidSo.FindStringSubmatch(text); m != nil && (iDidThing.MatchString(strings.TrimSpace(m[1])) || strings.Contains(m[1], ", I ")) {
		// "I got gloves at the market so you can score that one off.",
		// "I rang Stewart so that is done. He is coming on … so put in …",
		// "The bin one, I put it out already so that is done as well."
		if ref := doneRef(m[1]); ref != "" {
			out := "mark " + ref + " done"
			if rest := strings.TrimSpace(m[2]); rest != "" {
				if r := stop45Rewritten(rest); r != rest || strings.HasPrefix(strings.ToLower(r), "add ") {
					out += " and " + r
				}
			}
			return out
		}
	}
	if m := factThenPutIn.FindStringSubmatch(text); m != nil {
		// "The surgery said the prescription will be ready on Friday the
		// 11th so please put in, pick up my tablets from Boots."
		if dc := cutDates(m[1]); dc.due != "" {
			return "add " + strings.TrimSpace(m[2]) + " " + dc.due
		}
	}
	if m := clauseThenAddThat.FindStringSubmatch(text); m != nil && !addThatNot.MatchString(m[1]) && !samePlace.MatchString(m[2]) {
		// "The water butt … needs emptied before the frost comes, add that
		// to the allotment project. It is not urgent."
		out := "add " + strings.TrimSpace(m[1]) + " " + strings.TrimSpace(m[2])
		if lvl := strings.TrimSpace(m[3]); lvl != "" {
			out += ", " + strings.ToLower(lvl)
		}
		return strings.TrimSpace(out)
	}
	if m := echoQuestion.FindStringSubmatch(text); m != nil && !echoNotHead.MatchString(m[1]) {
		// "zuzia allergic to what? nursery asking": the question word
		// said last
		head, cop := strings.TrimSpace(m[1]), "is"
		if c := copulaIn.FindStringSubmatch(head); c != nil {
			head, cop = strings.TrimSpace(c[1]+" "+c[3]), strings.ToLower(c[2]) // "Sam is allergic to what?"
		}
		return strings.ToLower(strings.Join(strings.Fields(m[2]), " ")) + " " + cop + " " + head + "?"
	}
	if m := listAllPlace.FindStringSubmatch(text); m != nil {
		// "add a, b, c - all bathroom, for today": the list's place
		if _, isDate := datePhrase(m[3]); !isDate && !listAllNotPlace.MatchString(m[3]) {
			out := m[1] + "to " + strings.TrimSpace(m[3]) + ": " + strings.TrimSpace(m[2])
			if w := strings.TrimSpace(m[4]); w != "" {
				out += " - all " + strings.TrimPrefix(w, "for ")
			}
			return out
		}
	}
	if m := thingThenMakeIt.FindStringSubmatch(text); m != nil && !echoNotHead.MatchString(m[1]) && !remarkHead.MatchString(m[1]) && !statementHead.MatchString(" "+m[1]+" ") && !taskVerbs[asciiLower(firstWord(m[1]))] && !setHead.MatchString(m[1]) {
		// "pawel drill make it tomorrow": the thing named, then its new day
		if _, isDate := datePhrase(m[2]); isDate {
			return "move " + strings.TrimSpace(m[1]) + " to " + strings.TrimSpace(m[2])
		}
	}
	if m := moveThenReason.FindStringSubmatch(text); m != nil && !reasonNot.MatchString(m[3]) {
		// "move board mtg review milestone to 12/21, Rev. Sato
		// rescheduled": the reason after the day changes nothing
		if _, isDate := datePhrase(m[2]); isDate {
			if _, dated := datePhrase(m[3]); !dated {
				return m[1]
			}
		}
	}
	if m := newProjectPutIn.FindStringSubmatch(text); m != nil {
		// "new project Déménagement — put the landlord call, the books and
		// the truck in it"
		return "create a project " + strings.TrimSpace(m[1]) + " and put " + strings.TrimSpace(m[2]) + " in it"
	}
	if m := quotedAfterColon.FindStringSubmatch(text); m != nil {
		// 'add a weekly task every Monday at 8am: "SLT briefing notes"':
		// the quoted title, then when (a kind said as "weekly" only
		// when the when has no repeat of its own)
		when := strings.TrimSpace(m[3])
		if kind := strings.TrimSpace(m[2]); kind != "" && !repeatWord.MatchString(when) {
			when = strings.TrimSpace(when + " " + kind)
		}
		return strings.TrimSpace(m[1] + "add \"" + m[4] + "\" " + when)
	}
	if m := statementThenRepeat.FindStringSubmatch(text); m != nil {
		return "add " + strings.TrimSpace(m[1]) + " every " + m[2] + " " + strings.TrimSpace(m[3])
	}
	text = itsDate.ReplaceAllStringFunc(text, func(s string) string {
		// "add study for calc final, its 12/14, high priority": the
		// thing's day, said as a fact
		m := itsDate.FindStringSubmatch(s)
		if _, isDate := datePhrase(m[2]); !isDate || itsNotDate.MatchString(m[2]) || projectWord.MatchString(text) {
			return s
		}
		return ", due " + m[1] + m[2] + m[3]
	})
	return applyGuarded(text, stop45Rewrites)
}

// itsDate: ", its 12/14," — a day said of the thing before it (groups:
// the preposition, the day, what ends it).
var itsDate = lazy(`(?i),\s*(?:it'?s|it’s|its|it\s+is|thats|that'?s|that’s)\s+(?:due\s+)?((?:on|by|for)\s+)?([^,.;!?]+?)(\s*(?:[,.;!?]|$))`)
