package app

import (
	"context"
	"fmt"
)

// cmdBrief is `pace brief [--json] [--notify]`: today's headline. --notify
// shows it through the running window (card and notification), as the
// scheduled brief would, without waiting for the gate.
func cmdBrief(c *cli, args []string) error {
	fs := c.flags("brief")
	asJSON := fs.Bool("json", false, "print JSON")
	notify := fs.Bool("notify", false, "show it as a notification through the running window")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	if *notify {
		if c.gui == nil {
			return fmt.Errorf("no Pace window is running on %s; --notify shows the brief through it", c.dataDir)
		}
		h, err := composeBrief(context.Background(), c.gui.w.db, c.gui.calendar, c.env.Now())
		if err != nil {
			return err
		}
		shown := c.gui.showBrief(h)
		if shown {
			fmt.Fprintln(c.env.Stdout, "Shown as a notification and a card.")
		} else {
			fmt.Fprintln(c.env.Stdout, "No notification service; shown as a card in the window.")
		}
		return nil
	}
	return c.printBrief(*asJSON)
}

func (c *cli) printBrief(asJSON bool) error {
	db, err := c.openForRead(asJSON)
	if err != nil {
		return err
	}
	var cal = c.calendar()
	h, err := composeBrief(context.Background(), db, cal, c.env.Now())
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(c.env.Stdout, h)
	}
	fmt.Fprintln(c.env.Stdout, h.Text())
	return nil
}
