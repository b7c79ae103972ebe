-- CalDAV sync state. caldav_lists: one row per synced task list (a calendar
-- collection holding VTODOs) with its RFC 6578 sync-token. caldav_items: the
-- server copy of one Pace task (href, UID, ETag) and the field values both
-- sides agreed on at the last sync (base, JSON), which the three-way merge
-- compares against. task_id has no foreign key on purpose: a task deleted
-- locally must leave its row behind so the next sync deletes the VTODO.
-- caldav_outbox: VTODOs waiting to be deleted on the server (an undone export).
CREATE TABLE caldav_lists (
    path        TEXT PRIMARY KEY,
    name        TEXT NOT NULL DEFAULT '',
    sync_token  TEXT NOT NULL DEFAULT '',
    synced_at   TEXT
) WITHOUT ROWID;

CREATE TABLE caldav_items (
    task_id    TEXT PRIMARY KEY,
    list       TEXT NOT NULL,
    href       TEXT NOT NULL UNIQUE,
    uid        TEXT NOT NULL,
    etag       TEXT NOT NULL DEFAULT '',
    base       TEXT NOT NULL DEFAULT '{}',
    synced_at  TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX caldav_items_list ON caldav_items(list);
CREATE INDEX caldav_items_uid ON caldav_items(uid);

CREATE TABLE caldav_outbox (
    href       TEXT PRIMARY KEY,
    etag       TEXT NOT NULL DEFAULT '',
    queued_at  TEXT NOT NULL
) WITHOUT ROWID;
