package grammar

// Setting what a project is about after it exists: "set the description
// of Garden to the spring planting", "describe the Garden project as …",
// "Garden description: …", "give Garden a description: …", "change the website project's description to
// …", "clear the description of Garden". (At creation the description
// follows the name: see ruleCreateProject.)
var describeRE = []*regexpPair{
	{re(`^(?:set|change|update|make|edit)\s+(?:the\s+)?(?:description|summary|blurb)\s+(?:of|for|on)\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?(?:\s+(?:to|as)\s*[:-]?|\s*[:=-])\s*(?P<d>.+)$`), ""},
	{re(`^(?:set|change|update|make|edit)\s+(?:the\s+)?(?P<p>.+?)(?:\s+project)?(?:'s|’s)?\s+(?:project\s+)?(?:description|summary|blurb)(?:\s+(?:to|as)\s*[:-]?|\s*[:=-])\s*(?P<d>.+)$`), ""},
	{re(`^(?:give|add)\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?\s+(?:a|an|the)\s+(?:new\s+)?(?:description|summary|blurb)\s*(?:of|saying|that\s+says|reading)?\s*[:=-]?\s*(?P<d>.+)$`), ""},
	{re(`^(?:give|add)\s+(?:a|an|the)\s+(?:description|summary|blurb)\s+(?:to|for)\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?\s*[:=-]\s*(?P<d>.+)$`), ""},
	// "add the description \"…\" to the PCC project"
	{re(`^(?:add|put|attach|give|set)\s+(?:the\s+|a\s+)?(?:description|summary|blurb)\s*[:=-]?\s*(?P<d>["“].+["”]|.+?)\s+(?:to|on|for)\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?$`), ""},
	{re(`^describe\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?\s+as\s+(?P<d>.+)$`), ""},
	{re(`^(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?(?:'s|’s)?\s+(?:description|summary|blurb)\s*[:=-]\s*(?P<d>.+)$`), ""},
	{re(`^(?:clear|remove|delete|drop)\s+(?:the\s+)?(?:description|summary|blurb)\s+(?:of|from|for|on)\s+(?:the\s+)?(?:project\s+)?(?P<p>.+?)(?:\s+project)?$`), "clear"},
}

// personWord: words for people, never a project's name ("three things for
// me", "give me a summary").
var personWord = map[string]bool{"me": true, "myself": true, "us": true, "you": true, "him": true, "her": true, "them": true}

// newProject: "new project Reunion, description: …" creates the project.
var newProject = re(`^(?:a\s+)?(?:new|create|start|make|add|set\s+up|open|begin)\b`)

// ruleDescribeProject reads a change to a project's description.
func ruleDescribeProject(c clause) (ParsedIntent, bool) {
	if c.question || !c.has("description", "describe", "summary", "blurb") {
		return ParsedIntent{}, false
	}
	for _, r := range describeRE {
		m, ok := findPair(r, c.s)
		if !ok || m.g("p") == "" || newProject.MatchString(m.g("p")) || personWord[asciiLower(m.g("p"))] {
			continue // "give me a summary of …" describes no project "me"
		}
		d := ""
		if r.rule != "clear" {
			if d = trimValue(m.g("d")); d == "" {
				continue
			}
		}
		return intent("project-describe", "describeProject", map[string]any{"project": trimProject(m.g("p")), "description": d}), true
	}
	return ParsedIntent{}, false
}
