module pace

go 1.26.0

require (
	fyne.io/fyne/v2 v2.7.1
	github.com/Microsoft/go-winio v0.6.2
	github.com/aaaton/golem/v4 v4.0.2
	github.com/aaaton/golem/v4/dicts/en v1.0.1
	github.com/ebitengine/oto/v3 v3.4.0
	github.com/fyne-io/oksvg v0.2.0
	github.com/gen2brain/malgo v0.11.24
	github.com/godbus/dbus/v5 v5.2.2
	github.com/google/jsonschema-go v0.4.3
	github.com/google/uuid v1.6.0
	github.com/jezek/xgb v1.1.1
	github.com/kljensen/snowball v0.10.0
	github.com/ncruces/go-sqlite3 v0.37.0
	github.com/neurosnap/sentences v1.1.2
	github.com/olebedev/when v1.1.0
	github.com/openai/openai-go v1.12.0
	github.com/srwiley/rasterx v0.0.0-20220730225603-2ab79fcdd4ef
	github.com/teambition/rrule-go v1.8.2
	github.com/zalando/go-keyring v0.2.8
	golang.design/x/hotkey v0.4.1
	golang.org/x/net v0.35.0
	golang.org/x/sys v0.49.0
	gopkg.in/yaml.v3 v3.0.1
)

require github.com/hbollon/go-edlib v1.7.0

require (
	fyne.io/systray v1.11.1-0.20250603113521-ca66a66d8b58 // indirect
	github.com/AlekSi/pointer v1.0.0 // indirect
	github.com/BurntSushi/toml v1.5.0 // indirect
	github.com/danieljoos/wincred v1.2.3 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/emersion/go-ical v0.0.0-20250329121855-f41e73efc392
	github.com/emersion/go-vcard v0.0.0-20230815062825-8fda7d206ec9 // indirect
	github.com/emersion/go-webdav v0.6.0
	github.com/fredbi/uri v1.1.1 // indirect
	github.com/fsnotify/fsnotify v1.9.0 // indirect
	github.com/fyne-io/gl-js v0.2.0 // indirect
	github.com/fyne-io/glfw-js v0.3.0 // indirect
	github.com/fyne-io/image v0.1.1 // indirect
	github.com/go-gl/gl v0.0.0-20231021071112-07e5d0ea2e71 // indirect
	github.com/go-gl/glfw/v3.3/glfw v0.0.0-20240506104042-037f3cc74f2a // indirect
	github.com/go-text/render v0.2.0 // indirect
	github.com/go-text/typesetting v0.2.1 // indirect
	github.com/hack-pad/go-indexeddb v0.3.2 // indirect
	github.com/hack-pad/safejs v0.1.0 // indirect
	github.com/jeandeaual/go-locale v0.0.0-20250612000132-0ef82f21eade // indirect
	github.com/jsummers/gobmp v0.0.0-20230614200233-a9de23ed2e25 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/ncruces/go-sqlite3-wasm/v6 v6.5.35401 // indirect
	github.com/ncruces/julianday v1.0.0 // indirect
	github.com/nfnt/resize v0.0.0-20180221191011-83c6a9932646 // indirect
	github.com/nicksnyder/go-i18n/v2 v2.5.1 // indirect
	github.com/pkg/errors v0.8.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/rymdport/portal v0.4.2 // indirect
	github.com/srwiley/oksvg v0.0.0-20221011165216-be6e8873101c // indirect
	github.com/stretchr/testify v1.11.1 // indirect
	github.com/tidwall/gjson v1.14.4 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	github.com/tidwall/sjson v1.2.5 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	golang.org/x/image v0.24.0 // indirect
	golang.org/x/text v0.43.0
)
