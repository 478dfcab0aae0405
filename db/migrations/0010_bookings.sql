-- 雀记 schema: tables booked ahead (预约). A booking holds a table for a span of time; it is live
-- while booked or seated, and a live booking of a table may not overlap another. Seating it links
-- the session opened for it. Times are epoch milliseconds.
CREATE TABLE bookings (
  id          INTEGER PRIMARY KEY,
  table_id    INTEGER NOT NULL REFERENCES parlor_tables (id),
  starts_at   INTEGER NOT NULL,
  ends_at     INTEGER NOT NULL CHECK (ends_at > starts_at),
  name        TEXT NOT NULL,
  phone       TEXT NOT NULL DEFAULT '',
  note        TEXT NOT NULL DEFAULT '',
  status      TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'seated', 'noShow', 'cancelled')),
  session_id  INTEGER REFERENCES table_sessions (id),
  created_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX bookings_table_time ON bookings (table_id, starts_at);
CREATE INDEX bookings_time ON bookings (starts_at);
