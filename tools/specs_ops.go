package tools

// opsTools are the everyday project, label, milestone and bulk operations,
// registered after the core tools.
func (tb *ToolBox) opsTools() []Tool {
	const mut, read = true, false
	return []Tool{
		tool("listProjects", "List the projects with their progress (done of all tasks, next milestone); archived ones on request.",
			read, Routine, FamilyProject, `{}`, tb.listProjects),
		tool("renameProject", "Rename a project.",
			mut, Routine, FamilyProject, `{"project":"Garden","name":"Garden and yard"}`, tb.renameProject),
		tool("describeProject", "Set or clear what a project is about (its description).",
			mut, Routine, FamilyProject, `{"project":"Garden","description":"the spring planting"}`, tb.describeProject),
		tool("archiveProject", "Archive a project: it and its tasks leave Today, Projects and the agenda but stay searchable.",
			mut, Routine, FamilyProject, `{"project":"Garden"}`, tb.archiveProject),
		tool("restoreProject", "Bring an archived project and its tasks back.",
			mut, Routine, FamilyProject, `{"project":"Garden"}`, tb.restoreProject),
		tool("deleteProject", "Delete a project with its milestones, and its tasks unless they are kept (unfiled).",
			mut, NeedsApproval, FamilyProject, `{"project":"Garden","keepTasks":true}`, tb.deleteProject),
		tool("tagTask", "Add labels to a task.",
			mut, Routine, FamilyTask, `{"task":"call the bank","tags":["errands"]}`, tb.tagTask),
		tool("untagTask", "Remove labels from a task (all of them when none is named).",
			mut, Routine, FamilyTask, `{"task":"call the bank","tags":["errands"]}`, tb.untagTask),
		tool("completeMilestone", "Mark a project milestone reached.",
			mut, Routine, FamilyProject, `{"milestone":"beds dug"}`, tb.completeMilestone),
		tool("reopenMilestone", "Mark a reached milestone as not reached again.",
			mut, Routine, FamilyProject, `{"milestone":"beds dug"}`, tb.reopenMilestone),
		tool("updateMilestone", "Rename a milestone or move its date.",
			mut, Routine, FamilyProject, `{"milestone":"beds dug","due":"next monday"}`, tb.updateMilestone),
		tool("deleteMilestone", "Delete a milestone; its tasks stay in the project.",
			mut, NeedsApproval, FamilyProject, `{"milestone":"beds dug","project":"Garden"}`, tb.deleteMilestone),
		tool("bulkTasks", "Complete, reschedule, delete, label, unlabel, file or set the priority of several tasks at once, chosen like queryTasks or by name; relabel renames a label on every task that has it.",
			mut, NeedsApproval, FamilyTask, `{"action":"reschedule","filter":"today","to":"tomorrow"}`, tb.bulkTasks),
	}
}
