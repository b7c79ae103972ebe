package grammar

import (
	"strings"
	"unicode"
)

// foreignWords are function words of the languages people most often try
// (French, Spanish, German, Italian, Portuguese, Dutch) that are not
// English words as well.
var foreignWords = set(`le la les est une des du je tu il elle nous vous ils sont pour avec dans sur pas ce cette mon ma mes quel quelle heure moi
el los las una por para es esta está qué que cómo donde dónde mi tengo hoy mañana quiero necesito puedes
der das und ist ein eine ich du wir ihr sie nicht mit für auf ist wie wo morgen heute bitte mein meine
il lo gli di che è sono una mio mia oggi domani voglio
os uma não com para é eu você hoje amanhã meu minha
het een ik je niet met voor op wat hoe morgen vandaag mijn
recuérdame recuerdame llamar del erinnere erinnern mich dich zum zur dem rappelle rappeler appeler ricordami ricorda chiamare lembre lembra lembrar ligar herinner bellen`)

// (Words English shares — "was", "per", "die", "con", "um", "o", "al"
// of "Al Andalus" — are left out: one of them in an English request made it
// foreign.)

// englishWords are common English function words; one of them keeps a
// sentence English ("add pain au chocolat to the list").
var englishWords = set(`the a an to of and is are i me my you your it on in for at with what how when where this that be do does can please add remind tomorrow today`)

// nonEnglish reports whether text is written in another language: mostly
// letters outside the Latin script, or at least two foreign function
// words and no English one.
func nonEnglish(text string) bool {
	latin, other := 0, 0
	for _, r := range text {
		switch {
		case !unicode.IsLetter(r):
		case unicode.Is(unicode.Latin, r):
			latin++
		default:
			other++
		}
	}
	if other > 2*latin && other >= 3 {
		return true
	}
	foreign, english := 0, 0
	seen := map[string]bool{} // "mia swimming … @mia": one foreign-looking name, said twice
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		if englishWords[w] {
			english++
		} else if foreignWords[w] && !seen[w] {
			seen[w] = true
			foreign++
		}
	}
	// "erinnere mich morgen an den Zahnarzt": three foreign words outweigh
	// one that is English too ("an")
	return foreign >= 2 && english == 0 || foreign >= 3 && foreign >= 3*english
}

// tagalogWords are Tagalog function words that English does not use (the
// grammar of Taglish, English mixed with Tagalog: "pa-add naman po",
// "gawin mong wednesday", "yung case study sa friday").
// tagalogMarks are the ones no English text has by chance; a name or an
// abbreviation may look like one of the others ("ring Ko about the SA
// report").
var (
	tagalogWords = set(`po yung naman pala lang daw gawin gawa mong tapos kasi mga ako niyo natin namin sana muna dito doon dun bukas kahapon ngayon wala meron hindi sige ng nga rin sa ko ano kailan saan paano ilagay lagay nabili`)
	tagalogMarks = set(`po yung naman pala gawin mong mga bukas kahapon ngayon hindi sige nabili ilagay lagay kailan saan paano daw tapos kasi lang muna sana`)
)

// codeSwitched reports English mixed with the grammar of another language
// the rules do not read — two Tagalog function words or more, one of
// them a tagalogMark — which a
// request in English words around them would otherwise turn into a task
// titled with them ("actually gawin mong wednesday" made "gawin mong").
// Nigerian Pidgin, which the rules do read (pidginWords), is not counted.
func codeSwitched(text string) bool {
	if i := strings.LastIndex(text, ","); i > 0 && len(strings.Fields(text[i+1:])) <= 3 {
		text = text[:i] // "…, sahod kasi": a short remark after the request is no part of it
	}
	seen, marked := map[string]bool{}, false
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r)
	}) {
		if tagalogWords[w] {
			seen[w] = true
			marked = marked || tagalogMarks[w]
		}
	}
	return len(seen) >= 2 && marked
}
