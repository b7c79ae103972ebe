package store_test

import (
	"reflect"
	"testing"

	"pace/store"
)

type voiceSettings struct {
	Voice string  `json:"voice"`
	Speed float64 `json:"speed"`
}

func TestSettingsRoundTrip(t *testing.T) {
	db, _ := newDB(t)
	for _, c := range []struct {
		key  string
		val  any
		into any // pointer to a zero value of the type to decode into
	}{
		{"string", "alloy", new(string)},
		{"int", 42, new(int)},
		{"negative", int64(-7), new(int64)},
		{"bool", true, new(bool)},
		{"float", 1.25, new(float64)},
		{"struct", voiceSettings{Voice: "nova", Speed: 1.5}, new(voiceSettings)},
		{"slice", []string{"a", "b"}, new([]string)},
		{"map", map[string]int{"x": 1}, new(map[string]int)},
		{"nil", nil, new(*string)},
	} {
		t.Run(c.key, func(t *testing.T) {
			write(t, db, func(tx *store.Tx) error { return tx.Settings().Set(c.key, c.val) })
			read(t, db, func(tx *store.Tx) error {
				ok, err := tx.Settings().Get(c.key, c.into)
				got := reflect.ValueOf(c.into).Elem().Interface()
				want := c.val
				if c.val == nil {
					want = (*string)(nil)
				}
				if !ok || err != nil || !reflect.DeepEqual(got, want) {
					t.Errorf("Get(%q) = %v %v %#v, want %#v", c.key, ok, err, got, want)
				}
				return nil
			})
		})
	}
	t.Run("overwrite", func(t *testing.T) {
		write(t, db, func(tx *store.Tx) error { return tx.Settings().Set("string", "echo") })
		var s string
		read(t, db, func(tx *store.Tx) error { _, err := tx.Settings().Get("string", &s); return err })
		if s != "echo" {
			t.Errorf("after overwrite: %q", s)
		}
	})
	t.Run("missing", func(t *testing.T) {
		v := 5
		read(t, db, func(tx *store.Tx) error {
			ok, err := tx.Settings().Get("absent", &v)
			if ok || err != nil || v != 5 {
				t.Errorf("Get(absent) = %v %v, value %d; want false, nil, untouched", ok, err, v)
			}
			return nil
		})
	})
	t.Run("decode mismatch", func(t *testing.T) {
		var n int
		read(t, db, func(tx *store.Tx) error {
			ok, err := tx.Settings().Get("string", &n)
			if !ok || err == nil {
				t.Errorf("Get(string into int) = %v %v, want true and an error", ok, err)
			}
			return nil
		})
	})
	t.Run("empty key", func(t *testing.T) {
		if err := db.Write(ctx, func(tx *store.Tx) error { return tx.Settings().Set("", 1) }); err == nil {
			t.Error("Set with an empty key succeeded")
		}
	})
	t.Run("unencodable", func(t *testing.T) {
		if err := db.Write(ctx, func(tx *store.Tx) error { return tx.Settings().Set("ch", make(chan int)) }); err == nil {
			t.Error("Set(chan) succeeded")
		}
	})
	t.Run("delete", func(t *testing.T) {
		write(t, db, func(tx *store.Tx) error { return tx.Settings().Delete("int") })
		write(t, db, func(tx *store.Tx) error { return tx.Settings().Delete("int") })
		var n int
		read(t, db, func(tx *store.Tx) error {
			if ok, _ := tx.Settings().Get("int", &n); ok {
				t.Error("deleted setting still set")
			}
			return nil
		})
	})
}
