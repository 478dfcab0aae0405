-- 雀记 schema: the desk confirms a device that writes (a table tablet, a second desk) before its
-- token may do anything; devices paired before this kept what their code granted.
ALTER TABLE devices ADD COLUMN confirmed_at INTEGER;
UPDATE devices SET confirmed_at = paired_at;
-- A table's tablet whose hands wait in the desk's queue (接受 / 退回) instead of going straight in.
-- A table's display card printed from 设置 → 局域网 (its QR holds the token); reprinting replaces it.
ALTER TABLE devices ADD COLUMN printed_card INTEGER NOT NULL DEFAULT 0 CHECK (printed_card IN (0, 1));
ALTER TABLE devices ADD COLUMN queue_hands INTEGER NOT NULL DEFAULT 0 CHECK (queue_hands IN (0, 1));

-- Hands a table's tablet sends to the desk's queue when the host wants to see them first:
-- accepted (then written as a hand, `hand_id`) or returned with the desk's reason.
-- Like the devices that sent them, they belong to this machine and stay out of backups.
CREATE TABLE hand_queue (
  id          INTEGER PRIMARY KEY,
  session_id  INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  device_id   INTEGER NOT NULL REFERENCES devices (id),
  request_id  TEXT NOT NULL UNIQUE,      -- the tablet's id for this draft: sent again, queued once
  draft       TEXT NOT NULL,             -- JSON: the hand as entered (HandDraft)
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'returned')),
  reason      TEXT,
  hand_id     INTEGER,
  sent_at     INTEGER NOT NULL,
  decided_at  INTEGER,
  CHECK ((status = 'returned') = (reason IS NOT NULL)),
  CHECK ((status = 'accepted') = (hand_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL))
) STRICT;
CREATE INDEX hand_queue_session ON hand_queue (session_id, status);
