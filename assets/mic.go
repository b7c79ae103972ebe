package assets

// Mic is the push-to-talk button's icon: a microphone on its stand, black strokes like the
// other icons (recolour through Themed or Colored).
var Mic = load("mic")
