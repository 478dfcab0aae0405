-- A backer (支持者) settles like a player, in cash or to the account: seat_money holds one row per
-- person of the settlement, and a backer's has no seat (NULL).
CREATE TABLE seat_money_new (
  session_id     INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat           INTEGER,                 -- NULL for a backer
  party_key      TEXT NOT NULL,           -- the person's key in the session's settlement
  player_id      INTEGER NOT NULL REFERENCES players (id),
  mode           TEXT NOT NULL CHECK (mode IN ('cash', 'account')),
  net_cents      INTEGER NOT NULL,        -- the settlement's net for the person (winnings +, losses −)
  fee_cents      INTEGER NOT NULL,        -- the share of the table-time fee (the seat's holder at the close)
  balance_before INTEGER,                 -- account settlements only
  balance_after  INTEGER,
  closed_at      INTEGER NOT NULL,
  tender         TEXT,                    -- cash settlements only
  PRIMARY KEY (session_id, party_key)
) STRICT;
INSERT INTO seat_money_new (session_id, seat, party_key, player_id, mode, net_cents, fee_cents, balance_before,
                            balance_after, closed_at, tender)
SELECT session_id, seat, party_key, player_id, mode, net_cents, fee_cents, balance_before, balance_after, closed_at, tender
FROM seat_money;
DROP TABLE seat_money;
ALTER TABLE seat_money_new RENAME TO seat_money;
CREATE INDEX seat_money_closed ON seat_money (closed_at);
