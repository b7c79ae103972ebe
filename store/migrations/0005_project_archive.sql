-- Archiving a project takes it and its tasks out of the everyday lists
-- (Today, Projects, the agenda, task queries) while keeping them searchable
-- and resolvable by name. archived_at is when it was archived, NULL while
-- the project is active.
ALTER TABLE projects ADD COLUMN archived_at TEXT;
CREATE INDEX projects_archived ON projects(archived_at);
