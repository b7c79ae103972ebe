package grammar

import "strings"

// Requests about things that live outside Pace — other apps, accounts,
// devices, files, messages, orders — phrased with the verbs Pace uses for
// its own items ("cancel my uber", "delete all the promo emails", "move my
// alarm to 7:15", "schedule the laptop to shut down"). Read as task
// changes they would delete, complete or create the user's to-dos on a
// misunderstanding; they are out of scope and change nothing. A request
// that names a task, to-do, reminder, project, milestone, note or list is
// about Pace's own items and is not read as a change to an external thing
// (ownItems). These run with ruleOutOfScope: after the tricky rules, before
// capture.

// ownItems: a request naming one of Pace's own kinds of item is about it,
// and one with a deadline ("cancel my netflix subscription by friday") is a
// to-do for the user, as is one given a due date or a priority ("change
// the advisor email to due next friday and make it medium priority").
var ownItems = re(`\b(?:tasks?|to-?dos?|reminders?|projects?|milestones?|notes?|(?:my|the|shopping|grocery|to-?do) list)\b|\bto\s+(?:be\s+)?due\b|\b(?:high|medium|low|top|urgent)\s+priority\b|\bby\s+(?:tomorrow|tonight|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+end|end\s+of|next|noon|midnight|\d)`)

// ownVerbNoun is externalNoun for Pace's own verbs: a bare "order" with
// words before it ("move the turkey order to the 10th") is the to-do of
// ordering it; "my order", "my amazon order" are the shop's.
var ownVerbNoun = strings.Replace(externalNoun, `(?:pizza |food |amazon |grocery |takeout |takeaway )?order`, `(?:pizza |food |amazon |grocery |takeout |takeaway )order`, 1)

// externalReply: the reply for changes to other apps, accounts and devices.
const externalReply = "I can't change things in other apps, accounts, files or devices — only your tasks, projects and notes here. To keep it as a to-do, say “remind me to …”."

// externalNoun: the head of a noun phrase naming something outside Pace.
// App and service names count wherever they stand in the phrase ("the
// trello card", "my outlook meetings").
const externalNoun = `(?:e-?mails?|inbox(?:es)?|spam|junk mail|texts?|text messages?|messages|dms|voicemails?|notifications?|(?:meeting |calendar )?invites?|invitations?|alarms?|timers?|subscriptions?|account|passwords?|credit card|debit card|bank card|billing(?: address| details| info)?|payment method|autopay|uber|lyft|taxi|cab|(?:pizza |food |amazon |grocery |takeout |takeaway )?order|delivery|package|parcel|reservation|flights?|(?:hotel |airbnb |flight |train )?bookings?|seats?|(?:browser |search |web )?history|cookies|cache|(?:browser |chrome |safari |firefox )?tabs|downloads(?: folder)?|folders?|files?|recycle bin|screenshots?|photos|apps|computer|laptop|phone|iphone|android|mac|pc|tv|wi-?fi|bluetooth|(?:google|outlook|icloud|work|shared) calendar|(?:macos|ios|windows|software|system|app|os) updates?|posts?|tweets?|stories|friend requests?|followers?|playlists?|contacts?|(?:jira|trello|asana|github|gitlab|linear) (?:cards?|tickets?|issues?|boards?|prs?|pull requests?))`

// externalApp: a named app or service anywhere in the phrase.
const externalApp = `(?:jira|trello|asana|github|gitlab|figma|notion|linear|slack|outlook|gmail|google|icloud|teams|zoom|netflix|spotify|hulu|disney\+?|amazon|ebay|facebook|instagram|twitter|linkedin|tiktok|whatsapp|telegram|signal|dropbox|onedrive|venmo|paypal|chewy|doordash|grubhub|deliveroo|airbnb|youtube|chrome|safari|firefox|windows|macos|ios)`

// externalDet: what a noun phrase about an external thing starts with.
const externalDet = `(?:(?:everything|anything|all)\s+(?:in|on|from)\s+)?(?:all\s+(?:of\s+)?)?(?:the|my|our|his|her|their|your|this|that|these|those|every|some|a|an|\d+|[\w-]+['’]s)\s+`

// externalEnd: where the noun phrase's head ends — the end of the request
// or a preposition, particle or time word after it — so "the package
// pickup" (a task) is not "the package".
const externalEnd = `(?:\s+(?:[a-z]+-\d+|#?\d+))?(?:\s+(?:in|on|from|to|for|at|by|with|w|w/|as|that|which|off|out|up|tonight|today|tomorrow|now|please|pls)\b|[\s.!?,:]*$)`

// externalLead: optional politeness before the verb.
const externalLead = `^(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)?`

// externalParticles: "log me out of", "clear out", "sign up for".
const externalParticles = `(?:\s+(?:me\s+)?(?:out|up|off|in|from|of|for))*\s+`

// ownVerbExternal: Pace's own verbs on another app's thing (the second
// family below). The same words may name one of the user's tasks ("move
// the dr patel email to tuesday"), so ruleOutOfScope keeps that reading
// beside the refusal (IfOwn).
var ownVerbExternal = re(externalLead + `(?:delete|remove|clear|empty|erase|wipe|reset|mark|move|rename|change|update|edit|archive|share|copy|open)` + externalParticles +
	`(?:` + externalDet + `order` + externalEnd + `|` + externalDet + `(?:[\w'.+-]+\s+){0,3}?` + ownVerbNoun + externalEnd + `|\S+\.(?:png|jpe?g|gif|heic|pdf|docx?|xlsx?|pptx?|txt|csv|zip|mp3|mp4|mov)\b)`)

var externalRules = []scopeRule{
	// Verbs Pace has no use for on its own items, on an external noun
	// phrase or a named app: "cancel my uber", "unsubscribe me from the
	// newsletter emails", "decline all my outlook meetings", "log me out of
	// slack".
	{re(externalLead + `(?:cancel|unsubscribe|deactivate|decline|accept|install|uninstall|restart|reboot|shut\s+down|sync|unfollow|block|unblock|log|sign)` + externalParticles +
		`(?:` + externalDet + `(?:[\w'.+-]+\s+){0,3}?` + externalNoun + externalEnd + `|` + externalDet + `(?:[\w'.+-]+\s+){0,2}?` + externalApp + `\b)`),
		externalReply, false, set(`can could would please pls cancel unsubscribe deactivate decline accept install uninstall restart reboot shut sync unfollow block unblock log sign`), ownItems},
	// Pace's own verbs on a noun phrase whose head is an external thing:
	// "delete all the promo emails in my inbox", "clear out the recycle
	// bin", "mark the trello card as complete", "move my alarm to 7:15",
	// "rename screenshot.png to receipt.png".
	{ownVerbExternal,
		externalReply, false, set(`can could would please pls delete remove clear empty erase wipe reset mark move rename change update edit archive share copy open`), ownItems},
	// another app's status: "set my slack status to OOO til monday",
	// "turn on my out of office"
	{re(externalLead + `(?:set|change|update|turn\s+on|switch\s+on|put|put\s+on)\s+(?:my|the|our)\s+(?:(?:slack|teams|discord|whatsapp|skype|zoom|e-?mail|outlook|gmail)\s+)?(?:status|out\s+of\s+office|ooo|away\s+message|auto-?reply|status\s+message)(?:\s+(?:to|till|til|until|on|off|for|as|while|now|please|pls)\b|[\s.!?,:]*$)`),
		"I can't control devices or other apps, or send anything. To keep it as a to-do, say “remind me to …” with the time.", false, set(`set change update turn switch put`), nil},
	// automations of devices and messages: "schedule the robot vacuum to
	// run every monday", "schedule a lyft for 6am", "put the living room
	// lights on at 7pm", "put my phone on silent", "install the macos
	// update tonight", "send a calendar invite", "add Mark as a
	// collaborator".
	{re(`^schedule\s+(?:the|my|a|an|our)\s+(?:[\w'-]+\s+){0,2}?(?:e-?mail|text|message|tweet|post|lyft|uber|ride|taxi|cab|vacuum|robot|roomba|lights?|laptop|computer|pc|mac|backup|update|thermostat|heating|sprinklers?|tv)\b|^(?:put|turn|switch|set)\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}?(?:lights?|lamps?|heating|heater|fan|tv|phone|iphone|thermostat|ac|air con|speakers?|vacuum|roomba|sprinklers?|oven|kettle|computer|laptop|mac|pc|music|radio)\s+(?:on|off|to|in|into|onto)\b|^put\s+(?:me|us|it|this|that)\s+on\s+(?:speaker|hold|mute|silent)\b|^(?:install|uninstall|update|upgrade|download)\s+(?:the\s+|my\s+|an?\s+)?(?:[\w'-]+\s+){0,2}?(?:update|updates|app|apps|software|os|macos|ios|windows|drivers?|firmware)\b|^send\s+(?:a|an|the)\s+(?:[\w'-]+\s+){0,2}?(?:invite|invitation|e-?mail|text|message|dm)\b|^(?:add|invite)\s+\S+(?:\s+\S+)?\s+as\s+(?:a|an|the)\s+(?:collaborator|member|admin|friend|contact|editor|viewer|owner|guest)\b`),
		"I can't control devices or other apps, or send anything. To keep it as a to-do, say “remind me to …” with the time.", false, set(`schedule put turn switch set install uninstall update upgrade download send add invite`), nil},
	// translation without the word: "put this sentence in german: …"
	{re(`^(?:put|say|write|translate)\s+(?:this|that|it|the following)(?:\s+(?:sentence|text|phrase|word|line|paragraph))?\s+(?:in|into)\s+(?:english|german|french|spanish|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|russian|arabic|dutch|polish|hindi|greek|turkish|swedish|norwegian|danish|finnish|hebrew)\b`),
		lookupReply, false, set(`put say write translate`), nil},
	// live data asked about without a lookup word: "do I need an
	// umbrella today?", "what's the projected high for monday", "whats
	// traffic like on the ring road"
	{re(`\b(?:umbrella|sunscreen|traffic|projected high|the high for|the low for|snow day|heat wave|pollen count|air quality|uv index)\b`),
		lookupReply, true, nil, nil},
}

func init() { outOfScope = append(outOfScope, externalRules...) }
