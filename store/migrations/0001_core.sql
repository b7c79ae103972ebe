-- Core entities: projects, milestones, tasks and their tags, dependencies and
-- recurrence, notes, typed links, the conversation, the action journal,
-- settings, reminder exports and the word index behind reference lookup.
CREATE TABLE projects (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    notes       TEXT NOT NULL DEFAULT '',
    done        INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE INDEX projects_name ON projects(name COLLATE NOCASE);

CREATE TABLE milestones (
    id          TEXT PRIMARY KEY,
    project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    title       TEXT NOT NULL,
    due         TEXT,
    due_at      INTEGER,
    done        INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);
CREATE INDEX milestones_project ON milestones(project_id, due_at);

CREATE TABLE tasks (
    id            TEXT PRIMARY KEY,
    title         TEXT NOT NULL,
    notes         TEXT NOT NULL DEFAULT '',
    due           TEXT,
    due_at        INTEGER,
    has_time      INTEGER NOT NULL DEFAULT 0,
    priority      INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 4),
    done          INTEGER NOT NULL DEFAULT 0,
    completed_at  TEXT,
    project_id    TEXT REFERENCES projects(id) ON DELETE SET NULL,
    milestone_id  TEXT REFERENCES milestones(id) ON DELETE SET NULL,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
CREATE INDEX tasks_title ON tasks(title COLLATE NOCASE);
CREATE INDEX tasks_open_due ON tasks(done, due_at);
CREATE INDEX tasks_project ON tasks(project_id);

CREATE TABLE task_tags (
    task_id  TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    tag      TEXT NOT NULL,
    PRIMARY KEY (task_id, tag)
) WITHOUT ROWID;

-- task_id is blocked by depends_on.
CREATE TABLE task_deps (
    task_id     TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    depends_on  TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    PRIMARY KEY (task_id, depends_on),
    CHECK (task_id <> depends_on)
) WITHOUT ROWID;
CREATE INDEX task_deps_reverse ON task_deps(depends_on);

-- RecurrenceRule: an RFC 5545 RRULE anchored at dtstart, one per task.
CREATE TABLE recurrence_rules (
    task_id  TEXT PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
    rrule    TEXT NOT NULL,
    dtstart  TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE notes (
    id            TEXT PRIMARY KEY,
    title         TEXT NOT NULL,
    body          TEXT NOT NULL DEFAULT '',
    aliases       TEXT NOT NULL DEFAULT '[]',
    source_path   TEXT NOT NULL DEFAULT '',
    content_hash  TEXT NOT NULL DEFAULT '',
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
CREATE INDEX notes_title ON notes(title COLLATE NOCASE);
CREATE INDEX notes_source ON notes(source_path);
CREATE INDEX notes_created ON notes(created_at);

CREATE TABLE note_tags (
    note_id  TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    tag      TEXT NOT NULL,
    PRIMARY KEY (note_id, tag)
) WITHOUT ROWID;

-- KnowledgeLink: a typed edge between any two entities.
CREATE TABLE links (
    id         TEXT PRIMARY KEY,
    from_kind  TEXT NOT NULL,
    from_id    TEXT NOT NULL,
    to_kind    TEXT NOT NULL,
    to_id      TEXT NOT NULL,
    type       TEXT NOT NULL CHECK (type IN ('relates-to', 'blocks', 'part-of', 'mentions')),
    created_at TEXT NOT NULL,
    UNIQUE (from_id, to_id, type)
);
CREATE INDEX links_to ON links(to_id);

CREATE TABLE chat_messages (
    id          TEXT PRIMARY KEY,
    seq         INTEGER NOT NULL UNIQUE,
    turn_id     TEXT NOT NULL DEFAULT '',
    role        TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
    text        TEXT NOT NULL,
    tools       TEXT NOT NULL DEFAULT '[]',
    created_at  TEXT NOT NULL
);

CREATE TABLE journal (
    id          TEXT PRIMARY KEY,
    seq         INTEGER NOT NULL UNIQUE,
    group_id    TEXT NOT NULL,
    tool        TEXT NOT NULL,
    summary     TEXT NOT NULL,
    inverse     TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    undone_at   TEXT
);
CREATE INDEX journal_group ON journal(group_id);

CREATE TABLE settings (
    key    TEXT PRIMARY KEY,
    type   TEXT NOT NULL,
    value  TEXT NOT NULL
) WITHOUT ROWID;

-- ReminderExport: a task exported to an external reminders list as a VTODO.
CREATE TABLE reminder_exports (
    id           TEXT PRIMARY KEY,
    task_id      TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    target       TEXT NOT NULL,
    remote_uid   TEXT NOT NULL,
    etag         TEXT NOT NULL DEFAULT '',
    exported_at  TEXT NOT NULL,
    UNIQUE (task_id, target)
);

-- The word index behind reference lookup: stemmed content words of each
-- task, project and note title.
CREATE TABLE ref_words (
    word     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    item_id  TEXT NOT NULL,
    PRIMARY KEY (word, kind, item_id)
) WITHOUT ROWID;
CREATE INDEX ref_words_item ON ref_words(item_id);
