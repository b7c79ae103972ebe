module pace

go 1.26.0

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/AlekSi/pointer v1.0.0 // indirect
	github.com/aaaton/golem/v4 v4.0.2 // indirect
	github.com/aaaton/golem/v4/dicts/en v1.0.1 // indirect
	github.com/danieljoos/wincred v1.2.3 // indirect
	github.com/ebitengine/oto/v3 v3.4.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/gen2brain/malgo v0.11.24 // indirect
	github.com/godbus/dbus/v5 v5.2.2 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	github.com/kljensen/snowball v0.10.0 // indirect
	github.com/ncruces/go-sqlite3 v0.37.0 // indirect
	github.com/ncruces/go-sqlite3-wasm/v6 v6.5.35401 // indirect
	github.com/ncruces/julianday v1.0.0 // indirect
	github.com/neurosnap/sentences v1.1.2 // indirect
	github.com/olebedev/when v1.1.0 // indirect
	github.com/openai/openai-go v1.12.0 // indirect
	github.com/pkg/errors v0.8.1 // indirect
	github.com/teambition/rrule-go v1.8.2 // indirect
	github.com/tidwall/gjson v1.14.4 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	github.com/tidwall/sjson v1.2.5 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	github.com/zalando/go-keyring v0.2.8 // indirect
	golang.design/x/hotkey v0.4.1 // indirect
	golang.org/x/sys v0.49.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
