-- 雀记 schema version 3: the client's request id of every saved hand change, so a repeated request
-- (a double Enter, a retry) is answered with the first answer instead of being applied twice.
CREATE TABLE hand_requests (
  request_id TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  request    TEXT NOT NULL,             -- JSON: method, target and draft, to refuse a reused id
  changes    TEXT NOT NULL,             -- JSON: the changes of the first answer
  at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX hand_requests_session ON hand_requests (session_id);

-- A closed session takes no more hand changes, so its request ids are no longer needed.
CREATE TRIGGER hand_requests_purge_on_close AFTER UPDATE OF status ON table_sessions
WHEN NEW.status = 'closed'
BEGIN
  DELETE FROM hand_requests WHERE session_id = NEW.id;
END;
