-- 雀记 schema: a seat handed to another player mid-session (a 诈和 offender leaves, someone goes
-- home). session_seats keeps who sat down at the opening; each handover says who sits from the
-- hand after `after_seq` on. The boundary is a hand's stored seq (never renumbered), so deleting,
-- restoring or editing an earlier hand does not move it. A seat's holder now is its last
-- handover's player, or its opening player.
CREATE TABLE seat_handovers (
  session_id INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  after_seq  INTEGER NOT NULL CHECK (after_seq >= 0),   -- hands with a larger seq are the new player's
  player_id  INTEGER NOT NULL REFERENCES players (id),
  at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (session_id, seat, after_seq)
) STRICT;

-- The club records get one row per person who sat, not per seat: a seat handed over has a row for
-- each of its players, each summing only the hands played in its span (from_seq, to_seq].
DROP TRIGGER session_players_refresh;
DROP TRIGGER session_seats_records_insert;
DROP TRIGGER table_sessions_records_void;
DROP VIEW seat_settlements;

CREATE TABLE session_players_new (
  session_id     INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat           INTEGER NOT NULL,
  player_id      INTEGER NOT NULL REFERENCES players (id),
  from_seq       INTEGER NOT NULL DEFAULT 0,   -- this player's hands: seq > from_seq …
  to_seq         INTEGER,                      -- … and seq <= to_seq (NULL: still holds the seat)
  variant        TEXT NOT NULL,
  started_at     TEXT NOT NULL,
  hands          INTEGER NOT NULL DEFAULT 0,
  wins           INTEGER NOT NULL DEFAULT 0,
  self_draws     INTEGER NOT NULL DEFAULT 0,
  deal_ins       INTEGER NOT NULL DEFAULT 0,
  points         REAL NOT NULL DEFAULT 0,
  best_points    REAL,
  best_hand_id   INTEGER,
  money_cents    INTEGER,
  settled_points REAL,
  PRIMARY KEY (session_id, seat, from_seq)
) STRICT;
INSERT INTO session_players_new (session_id, seat, player_id, variant, started_at, hands, wins, self_draws, deal_ins,
                                 points, best_points, best_hand_id, money_cents, settled_points)
SELECT session_id, seat, player_id, variant, started_at, hands, wins, self_draws, deal_ins,
       points, best_points, best_hand_id, money_cents, settled_points FROM session_players;
DROP TABLE session_players;
ALTER TABLE session_players_new RENAME TO session_players;
CREATE INDEX session_players_player ON session_players (player_id, variant, started_at, hands, wins, points);

-- A seated person's settled money and points, found by seat and player (keys `seat:N`, `seat:N@H`).
CREATE VIEW seat_settlements AS
SELECT s.id AS session_id, CAST(substr(p.value ->> 'key', 6) AS INTEGER) AS seat, p.value ->> 'playerId' AS player_id,
       p.value ->> 'netCents' AS net_cents, p.value ->> 'points' AS points
FROM table_sessions s, json_each(s.settlement, '$.parties') p
WHERE p.value ->> 'role' = 'seat';

CREATE TRIGGER session_players_refresh INSTEAD OF INSERT ON session_players_refresh
BEGIN
  UPDATE session_players SET
    (hands, wins, self_draws, deal_ins, points) = (
      SELECT count(*), coalesce(sum(r.wins), 0), coalesce(sum(r.self_draws), 0), coalesce(sum(r.deal_ins), 0), coalesce(sum(r.delta), 0)
      FROM hand_records r JOIN hands h ON h.id = r.hand_id
      WHERE r.session_id = session_players.session_id AND r.seat = session_players.seat
        AND h.seq > session_players.from_seq AND (session_players.to_seq IS NULL OR h.seq <= session_players.to_seq)),
    (best_points, best_hand_id) = (
      SELECT r.delta, r.hand_id FROM hand_records r JOIN hands h ON h.id = r.hand_id
      WHERE r.session_id = session_players.session_id AND r.seat = session_players.seat AND r.wins > 0
        AND h.seq > session_players.from_seq AND (session_players.to_seq IS NULL OR h.seq <= session_players.to_seq)
      ORDER BY r.delta DESC, r.hand_id LIMIT 1),
    (money_cents, settled_points) = (
      SELECT m.net_cents, m.points FROM seat_settlements m
      WHERE m.session_id = session_players.session_id AND m.seat = session_players.seat
        AND m.player_id = session_players.player_id)
  WHERE session_id = NEW.session_id;
END;

CREATE TRIGGER session_seats_records_insert AFTER INSERT ON session_seats
BEGIN
  INSERT INTO session_players (session_id, seat, player_id, variant, started_at)
  SELECT NEW.session_id, NEW.seat, NEW.player_id, s.variant, s.started_at FROM table_sessions s
  WHERE s.id = NEW.session_id AND s.voided_at IS NULL;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

-- A holder who played no hand in the seat (handed over before the first hand) leaves no row.
CREATE TRIGGER seat_handovers_records_insert AFTER INSERT ON seat_handovers
BEGIN
  DELETE FROM session_players
  WHERE session_id = NEW.session_id AND seat = NEW.seat AND to_seq IS NULL AND from_seq = NEW.after_seq;
  UPDATE session_players SET to_seq = NEW.after_seq
  WHERE session_id = NEW.session_id AND seat = NEW.seat AND to_seq IS NULL;
  INSERT INTO session_players (session_id, seat, player_id, from_seq, variant, started_at)
  SELECT NEW.session_id, NEW.seat, NEW.player_id, NEW.after_seq, s.variant, s.started_at FROM table_sessions s
  WHERE s.id = NEW.session_id AND s.voided_at IS NULL;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

-- A handover taken back (only the seat's last one): its player's row goes, the one before holds
-- on again (its row comes back if it had none).
CREATE TRIGGER seat_handovers_records_delete AFTER DELETE ON seat_handovers
BEGIN
  DELETE FROM session_players WHERE session_id = OLD.session_id AND seat = OLD.seat AND from_seq = OLD.after_seq;
  UPDATE session_players SET to_seq = NULL
  WHERE session_id = OLD.session_id AND seat = OLD.seat AND to_seq = OLD.after_seq;
  INSERT INTO session_players (session_id, seat, player_id, from_seq, variant, started_at)
  SELECT OLD.session_id, OLD.seat,
         coalesce((SELECT h.player_id FROM seat_handovers h
                   WHERE h.session_id = OLD.session_id AND h.seat = OLD.seat AND h.after_seq < OLD.after_seq
                   ORDER BY h.after_seq DESC LIMIT 1),
                  (SELECT ss.player_id FROM session_seats ss WHERE ss.session_id = OLD.session_id AND ss.seat = OLD.seat)),
         OLD.after_seq, s.variant, s.started_at
  FROM table_sessions s
  WHERE s.id = OLD.session_id AND s.voided_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM session_players sp
                    WHERE sp.session_id = OLD.session_id AND sp.seat = OLD.seat AND sp.to_seq IS NULL);
  INSERT INTO session_players_refresh VALUES (OLD.session_id);
END;

CREATE TRIGGER table_sessions_records_void AFTER UPDATE OF voided_at ON table_sessions
WHEN NEW.voided_at IS NOT NULL
BEGIN
  DELETE FROM hand_records WHERE session_id = NEW.id;
  DELETE FROM session_players WHERE session_id = NEW.id;
  DELETE FROM hand_requests WHERE session_id = NEW.id;
END;
