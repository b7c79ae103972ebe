package grammar

// stop38Rewrites are the families of phrasings stop 37's known misses
// brought, each said in our own words; they run before stop37Rewrites.
var stop38Rewrites = []guardedRewrite{
	// "change the advisor email's due date to wednesday", "push the
	// report due date to friday": the due date of the task named
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:change|set|move|update|push|shift|make|put)\s+(?:the\s+|my\s+)?(.+?)(?:'s|’s|s')?\s+(?:due\s*date|due\s+day)\s+(?:to|for|as|on|till|until)\s+(.+)$`), "${1}change the due date of $2 to $3",
		lazy(`(?i)^\s*(?:\S+\s+)?(?:the\s+|my\s+)?(?:due\s*date|deadline)\s|\bproject\s+(?:due\s*date|due\s+day)\b|^\s*(?:\S+\s+){0,3}?(?:change|set|move|update|push|shift|make|put)\s+(?:a|an|its|it's|their|his|her|new|the\s+new)\s+(?:due\s*date|due\s+day)\b`)},
	// "the advisor email due date should be saturday": the same, said as
	// a statement of what it should be
	{lazy(`(?i)^(\s*)(?:the\s+|my\s+)?(.+?)(?:'s|’s|s')?\s+(?:due\s*date|due\s+day)\s+(?:should\s+be|needs\s+to\s+be|has\s+to\s+be|must\s+be|can\s+be|is\s+now|is\s+moved\s+to|is\s+changed\s+to|has\s+moved\s+to|has\s+changed\s+to|moved\s+to|changed\s+to|becomes)\s+(.+)$`), "${1}change the due date of $2 to $3", nil},
	// "set the due date to tuesday" just after a task was said: its date
	{lazy(`(?i)^(\s*)(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:change|set|move|update|push|shift|make|put)\s+(?:the|its)\s+(?:due\s*date|due\s+day)\s+(?:to|for|as|on)\s+(.+)$`), "${1}move it to $2", nil},
	// "tick that off and the paint too": both ticked off
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?(tick|cross|check)\s+(.+?)\s+off\s*,?\s+and\s+(.+?)(?:\s+(?:too|as\s+well|also))?\s*[.!]*$`), "${1}$2 off $3 and $4", nil},
	// "tick that", "tick the milk": ticked off, done
	{lazy(`(?i)^(\s*)(?:(?:ok|okay|and|so|now|also)[,\s]+)?(?:please\s+|pls\s+)?tick\s+(.+?)(?:\s+(?:please|pls|for\s+me|too|as\s+well))?\s*[.!]*$`), "${1}tick off $2",
		lazy(`(?i)^\s*(?:(?:ok|okay|and|so|now|also)[,\s]+)?(?:please\s+|pls\s+)?tick\s+(?:off\b|.*\boff\b|.*\b(?:box|boxes|bite|bites|treatment|spray|collar|check)\b)`)},
	// "strike that off", "strike off the milk": crossed off, done
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?strike\s+(.+?)\s+off(?:\s+(?:the|my)\s+(?:list|to-?do\s+list))?\s*[.!]*$`), "${1}cross off $2", nil},
	{lazy(`(?i)^(\s*)(?:please\s+|pls\s+)?strike\s+off\s+(.+?)\s*[.!]*$`), "${1}cross off $2", nil},
}

// stop38Rewritten is text with stop38Rewrites applied.
func stop38Rewritten(text string) string {
	return applyGuarded(text, stop38Rewrites)
}
