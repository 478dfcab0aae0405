-- 雀记 schema: staff (who works the desk), the person (and device) behind every audited write,
-- and shifts (交班). A PIN is never stored: only its scrypt hash (salt ‖ key, in hex).
CREATE TABLE staff (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  role       TEXT NOT NULL CHECK (role IN ('owner', 'cashier', 'attendant')),
  pin_hash   TEXT NOT NULL CHECK (length(pin_hash) = 96),
  active     INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL
) STRICT;

ALTER TABLE audit_log ADD COLUMN staff_id INTEGER REFERENCES staff (id);
ALTER TABLE audit_log ADD COLUMN device_id INTEGER;   -- a paired device (devices keep their rows once revoked)
ALTER TABLE audit_log ADD COLUMN granted_by INTEGER REFERENCES staff (id);   -- the owner whose PIN authorised it (授权)
CREATE INDEX audit_log_staff ON audit_log (staff_id, id);

-- A shift: the float per tender it opened with; at its close the counted amounts, what the drawer
-- should have held, and who signed. JSON columns hold [{ tender, cents }] (read with their schema).
CREATE TABLE shifts (
  id           INTEGER PRIMARY KEY,
  staff_id     INTEGER REFERENCES staff (id),        -- NULL: no staff defined (the owner)
  opened_at    INTEGER NOT NULL,
  floats       TEXT NOT NULL,
  closed_at    INTEGER,
  closed_by    INTEGER REFERENCES staff (id),
  expected     TEXT,
  counted      TEXT,
  reason       TEXT NOT NULL DEFAULT '',
  CHECK ((closed_at IS NULL) = (counted IS NULL) AND (closed_at IS NULL) = (expected IS NULL))
) STRICT;
CREATE UNIQUE INDEX shifts_one_open ON shifts ((closed_at IS NULL)) WHERE closed_at IS NULL;
CREATE INDEX shifts_opened ON shifts (opened_at);
