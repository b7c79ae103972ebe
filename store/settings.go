package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// SettingsService reads and writes typed app settings in one transaction.
// Values are stored as JSON with the Go kind they were written with.
type SettingsService struct{ tx *Tx }

// Settings is the settings service of this transaction.
func (tx *Tx) Settings() SettingsService { return SettingsService{tx} }

// Set stores v (any JSON-encodable value, nil included) under key,
// replacing what was there. Errors: ErrInvalid (empty key), or the JSON
// encoding error.
func (s SettingsService) Set(key string, v any) error {
	if key == "" {
		return fmt.Errorf("%w: a setting needs a key", ErrInvalid)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("setting %s: %w", key, err)
	}
	kind := "null" // reflect.TypeOf(nil) is nil
	if v != nil {
		kind = reflect.TypeOf(v).Kind().String()
	}
	_, err = s.tx.exec(`INSERT INTO settings(key, type, value) VALUES (?,?,?)
		ON CONFLICT(key) DO UPDATE SET type=excluded.type, value=excluded.value`,
		key, kind, string(b))
	return err
}

// Get decodes the value under key into dst (a pointer) and reports whether
// it was set; dst is left alone when it was not. A stored value that does
// not decode into dst (a string into an *int, say) returns true and the
// *json.UnmarshalTypeError, wrapped.
func (s SettingsService) Get(key string, dst any) (bool, error) {
	var raw string
	err := s.tx.queryRow(`SELECT value FROM settings WHERE key=?`, key).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if err := json.Unmarshal([]byte(raw), dst); err != nil {
		return true, fmt.Errorf("setting %s: %w", key, err)
	}
	return true, nil
}

// Delete removes key (no error if absent).
func (s SettingsService) Delete(key string) error {
	_, err := s.tx.exec(`DELETE FROM settings WHERE key=?`, key)
	return err
}
