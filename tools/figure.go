package tools

import (
	"regexp"
	"strings"
)

// figureRE: a figure in a title — an optional currency sign, digits (with
// thousands commas or a decimal part) and an optional unit, glued on or
// one word after ("20kg", "$1,850", "12 boxes"). Groups: 1 the sign, 2 the
// number, 3 the unit.
var figureRE = regexp.MustCompile(`(?i)([$£€]?)(\d[\d,]*(?:\.\d+)?)(\s?(?:kgs?|g|lbs?|k|km|mi|miles?|l|ml|litres?|liters?|%|x|pcs|boxes|bags|packs|cases|bottles|cans|tins|dozen|units|pieces|people|guests|kilos|copies|rolls|trays|crates|sheets)\b)?`)

// withFigure is title with its one figure replaced by fig ("order 20kg
// coffee beans", "25kg" → "order 25kg coffee beans"). A sign or unit the
// title's figure has stays when fig says none ("invoice $1850", "1950" →
// "invoice $1950"). With several figures, the one in fig's unit is
// changed; errors (plain words for the reply) when the title holds no
// figure, or several and none, or more than one, in that unit.
func withFigure(title, fig string) (string, error) {
	nm := figureRE.FindStringSubmatch(fig)
	if nm == nil {
		return "", failf("%s isn't a figure; say the new title in full.", quote(fig))
	}
	all := figures(title)
	if len(all) == 0 {
		return "", failf("%s holds no figure to change; say the new title in full (“rename it to …”).", quote(title))
	}
	pick := -1
	if len(all) == 1 {
		pick = 0
	} else if unit := strings.ToLower(strings.TrimSpace(nm[3])); unit != "" {
		for i, m := range all {
			if m[6] >= 0 && strings.EqualFold(strings.TrimSpace(title[m[6]:m[7]]), unit) {
				if pick >= 0 {
					pick = -2
					break
				}
				pick = i
			}
		}
	}
	if pick < 0 {
		return "", failf("%s holds more than one figure; say the new title in full.", quote(title))
	}
	m := all[pick]
	if u := strings.TrimSpace(nm[3]); u != "" && (m[2] < m[3] || m[6] >= 0 && !strings.EqualFold(strings.TrimSpace(title[m[6]:m[7]]), u)) {
		// "10 boxes" for "invoice $1950": another kind of figure
		return "", failf("%s says %s, not %s; say the new title in full.", quote(title), title[m[0]:m[1]], quote(fig))
	}
	sign, unit := nm[1], nm[3]
	if sign == "" && m[2] < m[3] {
		sign = title[m[2]:m[3]]
	}
	if unit == "" && m[6] >= 0 {
		unit = title[m[6]:m[7]]
	}
	out := title[:m[0]] + sign + nm[2] + unit + title[m[1]:]
	if err := checkTitle(out); err != nil {
		return "", err
	}
	return out, nil
}

// figures: figureRE's matches in title that stand alone — not the digits
// of a word or a version ("Q3", "v0.3", "mp3").
func figures(title string) [][]int {
	var out [][]int
	for _, m := range figureRE.FindAllStringSubmatchIndex(title, -1) {
		if m[0] > 0 {
			if c := title[m[0]-1]; c == '.' || c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				continue
			}
		}
		if m[1] < len(title) {
			if c := title[m[1]]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				continue // "3rd", "2nd": an ordinal, no figure
			}
		}
		out = append(out, m)
	}
	return out
}

// figureSaid reports whether title holds fig's number (the postcondition
// of a figure change).
func figureSaid(title, fig string) bool {
	nm := figureRE.FindStringSubmatch(fig)
	if nm == nil {
		return false
	}
	for _, m := range figures(title) {
		if title[m[4]:m[5]] == nm[2] {
			return true
		}
	}
	return false
}
