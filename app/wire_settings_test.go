package app

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
)

func TestEmbedderNeedsConsentOffDevice(t *testing.T) {
	cases := []struct {
		name    string
		url     string
		consent bool
		want    bool
	}{
		{"none configured", "", false, false},
		{"loopback", "http://127.0.0.1:8081", false, true},
		{"remote without consent", "https://embed.example.net", false, false},
		{"remote with consent", "https://embed.example.net", true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var errb bytes.Buffer
			c := &cli{dataDir: t.TempDir(), env: Env{Stdout: &bytes.Buffer{}, Stderr: &errb,
				Getenv: func(string) string { return "" }, Now: time.Now}}
			defer c.close()
			db, err := c.open()
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			db.Write(ctx, func(tx *store.Tx) error {
				tx.Settings().Set(SettingEmbedURL, tc.url)
				return tx.Settings().Set(SettingLLMAllowRemote, tc.consent)
			})
			got := c.embedder(ctx, db) != nil
			if got != tc.want {
				t.Fatalf("embedder configured = %v, want %v (stderr %q)", got, tc.want, errb.String())
			}
			if tc.url != "" && !tc.want && !strings.Contains(errb.String(), "not on this machine") {
				t.Errorf("refusal not explained: %q", errb.String())
			}
		})
	}
}
