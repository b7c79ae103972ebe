package views

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/store"
	"pace/tools"
)

// maxArchived is how many archived projects the Archived section lists;
// the rest are counted.
const maxArchived = 50

// maxArchivedHeight caps the open Archived section so the project list
// keeps most of the pane; more rows scroll.
const maxArchivedHeight = 200

// renderArchived fills the "Archived · N" section under the project list:
// closed at first, open it lists the archived projects, the latest
// archived first, each with a menu (its "⋯" or a right click) whose
// Restore brings it and its tasks back through restoreProject.
func (p *Projects) renderArchived(v projectsView) {
	p.ArchivedMores = map[string]*widget.Button{}
	p.ArchivedToggle = nil
	p.archived.Objects = nil
	if v.archivedCount > 0 {
		p.ArchivedToggle = sectionToggle("Archived", v.archivedCount, p.archivedOpen, func() {
			p.archivedOpen = !p.archivedOpen
			p.renderArchived(p.view)
		})
		p.archived.Objects = append(p.archived.Objects, p.ArchivedToggle)
	}
	if v.archivedCount > 0 && p.archivedOpen {
		var rows []fyne.CanvasObject
		for _, pr := range v.archived {
			menu := func(fyne.Canvas) *fyne.Menu { return p.ArchivedMenu(pr) }
			more := moreButton(menu)
			p.ArchivedMores[pr.ID] = more
			name := widget.NewLabel(pr.Name)
			name.Truncation = fyne.TextTruncateEllipsis
			rows = append(rows, newSecondary(container.NewBorder(nil, nil, nil, more, name), func(cv fyne.Canvas, pos fyne.Position) {
				showMenu(menu(cv), cv, pos)
			}))
		}
		if more := v.archivedCount - len(v.archived); more > 0 {
			rows = append(rows, caption(fmt.Sprintf("and %s more", tools.Thousands(more))))
		}
		box := container.NewVBox(rows...)
		scroll := container.NewVScroll(box)
		scroll.SetMinSize(fyne.NewSize(0, min(box.MinSize().Height, maxArchivedHeight)))
		p.archived.Objects = append(p.archived.Objects, scroll)
	}
	p.archived.Refresh()
}

// ArchivedMenu is an archived project's menu: Restore.
func (p *Projects) ArchivedMenu(pr store.Project) *fyne.Menu {
	m := fyne.NewMenu("", fyne.NewMenuItem("Restore", func() {
		p.act.Do("restoreProject", args(map[string]string{"project": ref(pr.ID)}), "Restore “"+pr.Name+"”")
	}))
	p.LastMenu = m
	return m
}
