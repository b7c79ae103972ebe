package store_test

import (
	"errors"
	"testing"
	"time"

	"pace/store"
)

func TestProjectCRUD(t *testing.T) {
	db, clk := newDB(t)
	p := mustProject(t, db, store.Project{Name: "  Garden ", Notes: "back yard"})
	if p.ID == "" || p.Name != "Garden" || !p.CreatedAt.Equal(t0) {
		t.Errorf("inserted %+v", p)
	}
	mustProject(t, db, store.Project{Name: "attic", Done: true})
	mustProject(t, db, store.Project{Name: "Bathroom"})
	clk.Advance(time.Hour)
	p.Name, p.Done = "Garden 2026", false
	write(t, db, func(tx *store.Tx) (err error) {
		p, err = tx.Projects().Update(p)
		return err
	})
	if p.Name != "Garden 2026" || !p.UpdatedAt.Equal(clk.T) || !p.CreatedAt.Equal(t0) {
		t.Errorf("updated %+v", p)
	}
	read(t, db, func(tx *store.Tx) error {
		ps, err := tx.Projects().List()
		if err != nil {
			return err
		}
		var names []string
		for _, x := range ps {
			names = append(names, x.Name)
		}
		if want := "[Bathroom Garden 2026 attic]"; fmtList(names) != want {
			t.Errorf("List = %v, want open first, then by name: %s", names, want)
		}
		if got, err := tx.Projects().Resolve("garden"); err != nil || got.ID != p.ID {
			t.Errorf("resolve by new name: %+v %v", got, err)
		}
		return nil
	})
	for _, c := range []struct {
		name string
		fn   func(tx *store.Tx) error
		want error
	}{
		{"insert empty name", func(tx *store.Tx) error { _, err := tx.Projects().Insert(store.Project{Name: " "}); return err }, store.ErrInvalid},
		{"update empty name", func(tx *store.Tx) error { _, err := tx.Projects().Update(store.Project{ID: p.ID}); return err }, store.ErrInvalid},
		{"update unknown", func(tx *store.Tx) error {
			_, err := tx.Projects().Update(store.Project{ID: "ghost", Name: "x"})
			return err
		}, store.ErrNotFound},
		{"get unknown", func(tx *store.Tx) error { _, err := tx.Projects().Get("ghost"); return err }, store.ErrNotFound},
		{"delete unknown", func(tx *store.Tx) error { return tx.Projects().Delete("ghost") }, store.ErrNotFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := db.Write(ctx, c.fn); !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
		})
	}
}

func fmtList(s []string) string {
	out := "["
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out + "]"
}

func TestMilestones(t *testing.T) {
	db, _ := newDB(t)
	p := mustProject(t, db, store.Project{Name: "Launch"})
	due := func(d int) *time.Time { x := t0.AddDate(0, 0, d); return &x }
	var beta, alpha, undated store.Milestone
	write(t, db, func(tx *store.Tx) (err error) {
		ps := tx.Projects()
		if beta, err = ps.InsertMilestone(store.Milestone{ProjectID: p.ID, Title: "Beta", Due: due(20)}); err != nil {
			return err
		}
		if undated, err = ps.InsertMilestone(store.Milestone{ProjectID: p.ID, Title: "Someday"}); err != nil {
			return err
		}
		alpha, err = ps.InsertMilestone(store.Milestone{ProjectID: p.ID, Title: " Alpha ", Due: due(10)})
		return err
	})
	task := mustTask(t, db, store.Task{Title: "Ship alpha", ProjectID: p.ID, MilestoneID: alpha.ID})
	read(t, db, func(tx *store.Tx) error {
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil || len(ms) != 3 || ms[0].ID != alpha.ID || ms[1].ID != beta.ID || ms[2].ID != undated.ID {
			t.Errorf("Milestones = %+v %v, want alpha, beta, undated", ms, err)
		}
		if ms[0].Title != "Alpha" || !ms[0].Due.Equal(*due(10)) {
			t.Errorf("alpha stored as %+v", ms[0])
		}
		return nil
	})
	beta.Title, beta.Done, beta.Due = "Beta 2", true, nil
	write(t, db, func(tx *store.Tx) error { return tx.Projects().UpdateMilestone(beta) })
	read(t, db, func(tx *store.Tx) error {
		got, err := tx.Projects().GetMilestone(beta.ID)
		if err != nil || got.Title != "Beta 2" || !got.Done || got.Due != nil {
			t.Errorf("updated milestone %+v %v", got, err)
		}
		return nil
	})
	for _, c := range []struct {
		name string
		fn   func(ps store.ProjectService) error
		want error
	}{
		{"insert empty title", func(ps store.ProjectService) error {
			_, err := ps.InsertMilestone(store.Milestone{ProjectID: p.ID})
			return err
		}, store.ErrInvalid},
		{"insert unknown project", func(ps store.ProjectService) error {
			_, err := ps.InsertMilestone(store.Milestone{ProjectID: "ghost", Title: "x"})
			return err
		}, store.ErrInvalid},
		{"update empty title", func(ps store.ProjectService) error {
			return ps.UpdateMilestone(store.Milestone{ID: beta.ID, Title: " "})
		}, store.ErrInvalid},
		{"update unknown", func(ps store.ProjectService) error {
			return ps.UpdateMilestone(store.Milestone{ID: "ghost", Title: "x"})
		}, store.ErrNotFound},
		{"get unknown", func(ps store.ProjectService) error { _, err := ps.GetMilestone("ghost"); return err }, store.ErrNotFound},
		{"delete unknown", func(ps store.ProjectService) error { return ps.DeleteMilestone("ghost") }, store.ErrNotFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := db.Write(ctx, func(tx *store.Tx) error { return c.fn(tx.Projects()) }); !errors.Is(err, c.want) {
				t.Errorf("got %v, want %v", err, c.want)
			}
		})
	}

	t.Run("delete milestone keeps its tasks", func(t *testing.T) {
		write(t, db, func(tx *store.Tx) error { return tx.Projects().DeleteMilestone(alpha.ID) })
		read(t, db, func(tx *store.Tx) error {
			got, err := tx.Tasks().Get(task.ID)
			if err != nil || got.MilestoneID != "" || got.ProjectID != p.ID {
				t.Errorf("task after its milestone went: %+v %v", got, err)
			}
			return nil
		})
	})
	t.Run("delete project unfiles its tasks", func(t *testing.T) {
		n := mustNote(t, db, store.Note{Title: "Launch plan"})
		write(t, db, func(tx *store.Tx) error {
			_, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: n.ID, ToKind: store.KindProject, ToID: p.ID, Type: store.LinkPartOf})
			return err
		})
		write(t, db, func(tx *store.Tx) error { return tx.Projects().Delete(p.ID) })
		read(t, db, func(tx *store.Tx) error {
			got, err := tx.Tasks().Get(task.ID)
			if err != nil || got.ProjectID != "" || got.ProjectName != "" {
				t.Errorf("task after its project went: %+v %v", got, err)
			}
			if ms, _ := tx.Projects().Milestones(p.ID); len(ms) != 0 {
				t.Errorf("milestones kept: %+v", ms)
			}
			if ls, _ := tx.Graph().Of(n.ID); len(ls) != 0 {
				t.Errorf("links to a deleted project kept: %+v", ls)
			}
			if _, err := tx.Projects().Resolve("launch"); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("resolve deleted project: %v", err)
			}
			return nil
		})
	})
}
