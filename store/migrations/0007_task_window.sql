-- A task can carry a time window ("call Bob friday 2-3pm"): due is its
-- start and due_end its exclusive end, written like due (RFC 3339 in the
-- zone it was given in), NULL when the task has a single due time or none.
-- It travels as DTSTART/DUE of a VTODO.
ALTER TABLE tasks ADD COLUMN due_end TEXT;
