-- 雀记 schema: the parlor settles each person, not each seat. A seat handed over mid-session has a
-- row for each of its players, keyed by their settlement party: `seat:N` for whoever holds the seat
-- at the close, `seat:N@H` for one who left (H: the index of their first hand). SQLite changes a
-- primary key only by rebuilding the table.
CREATE TABLE seat_money_new (
  session_id     INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat           INTEGER NOT NULL,
  party_key      TEXT NOT NULL,           -- the person's key in the session's settlement
  player_id      INTEGER NOT NULL REFERENCES players (id),
  mode           TEXT NOT NULL CHECK (mode IN ('cash', 'account')),
  net_cents      INTEGER NOT NULL,        -- the settlement's net for the person (winnings +, losses −)
  fee_cents      INTEGER NOT NULL,        -- the share of the table-time fee (the seat's holder at the close)
  balance_before INTEGER,                 -- account settlements only
  balance_after  INTEGER,
  closed_at      INTEGER NOT NULL,
  PRIMARY KEY (session_id, party_key)
) STRICT;
INSERT INTO seat_money_new (session_id, seat, party_key, player_id, mode, net_cents, fee_cents, balance_before,
                            balance_after, closed_at)
SELECT session_id, seat, 'seat:' || seat, player_id, mode, net_cents, fee_cents, balance_before, balance_after, closed_at
FROM seat_money;
DROP TABLE seat_money;
ALTER TABLE seat_money_new RENAME TO seat_money;
CREATE INDEX seat_money_closed ON seat_money (closed_at);
