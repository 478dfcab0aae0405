-- 雀记 schema: devices paired over the LAN (a second desk, a table tablet, a table display).
-- The token itself is never stored: only its SHA-256. A revoked device keeps its row for the record.
CREATE TABLE devices (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL,
  role         TEXT NOT NULL CHECK (role IN ('desk', 'table', 'display')),
  table_id     INTEGER REFERENCES parlor_tables (id),   -- the one table a table or display device sees
  token_hash   BLOB NOT NULL,
  paired_at    INTEGER NOT NULL,
  last_seen_at INTEGER,
  revoked_at   INTEGER,
  CHECK ((role = 'desk') = (table_id IS NULL))
) STRICT;
