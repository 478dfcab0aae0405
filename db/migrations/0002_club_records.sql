-- 雀记 schema version 2: club records (player profiles, leaderboards, history).
-- Two summary tables derived from hands and sessions, kept equal to them by triggers, so the
-- services that write hands and sessions need not know about them. Backfilled at the end.

-- One row per live hand and seat: what the hand meant for that seat.
CREATE TABLE hand_records (
  hand_id    INTEGER NOT NULL,
  seat       INTEGER NOT NULL,
  session_id INTEGER NOT NULL,
  delta      REAL NOT NULL,
  wins       INTEGER NOT NULL,   -- win events by this seat (自摸 and 点炮 wins)
  self_draws INTEGER NOT NULL,   -- win events by this seat with no discarder
  deal_ins   INTEGER NOT NULL,   -- win events on this seat's discard
  PRIMARY KEY (session_id, seat, hand_id)
) STRICT, WITHOUT ROWID;

-- One row per seat of every table session: the seat's totals over the session's live hands.
CREATE TABLE session_players (
  session_id   INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat         INTEGER NOT NULL,
  player_id    INTEGER NOT NULL REFERENCES players (id),
  variant      TEXT NOT NULL,
  started_at   TEXT NOT NULL,
  hands        INTEGER NOT NULL DEFAULT 0,
  wins         INTEGER NOT NULL DEFAULT 0,
  self_draws   INTEGER NOT NULL DEFAULT 0,
  deal_ins     INTEGER NOT NULL DEFAULT 0,
  points       REAL NOT NULL DEFAULT 0,
  best_points  REAL,             -- the largest delta of a hand this seat won
  best_hand_id INTEGER,
  money        REAL,             -- the settlement's net for this seat, once closed
  PRIMARY KEY (session_id, seat)
) STRICT;
-- Covers the leaderboard, which reads every player's rows.
CREATE INDEX session_players_player ON session_players (player_id, variant, started_at, hands, wins, points);
CREATE INDEX table_sessions_variant ON table_sessions (variant, started_at);

CREATE VIEW hand_seat_records AS
SELECT
  h.id AS hand_id,
  d.key AS seat,
  h.session_id,
  d.value AS delta,
  count(e.key) FILTER (WHERE e.value ->> 'winner' = d.key) AS wins,
  count(e.key) FILTER (WHERE e.value ->> 'winner' = d.key AND e.value ->> 'from' IS NULL) AS self_draws,
  count(e.key) FILTER (WHERE e.value ->> 'from' = d.key) AS deal_ins
FROM hands h
JOIN json_each(h.result, '$.deltas') d
LEFT JOIN json_each(h.input, '$.events') e ON e.value ->> 'type' = 'win'
WHERE h.deleted = 0
GROUP BY h.id, d.key;

CREATE VIEW seat_settlements AS
SELECT s.id AS session_id, CAST(substr(p.value ->> 'key', 6) AS INTEGER) AS seat, p.value ->> 'net' AS net
FROM table_sessions s, json_each(s.settlement, '$.parties') p
WHERE p.value ->> 'role' = 'seat';

-- A stored procedure in SQLite's terms: inserting a session id here recomputes its seats' rows.
CREATE VIEW session_players_refresh (session_id) AS SELECT NULL WHERE 0;

CREATE TRIGGER session_players_refresh INSTEAD OF INSERT ON session_players_refresh
BEGIN
  UPDATE session_players SET
    (hands, wins, self_draws, deal_ins, points) = (
      SELECT count(*), coalesce(sum(r.wins), 0), coalesce(sum(r.self_draws), 0), coalesce(sum(r.deal_ins), 0), coalesce(sum(r.delta), 0)
      FROM hand_records r WHERE r.session_id = session_players.session_id AND r.seat = session_players.seat),
    (best_points, best_hand_id) = (
      SELECT r.delta, r.hand_id FROM hand_records r
      WHERE r.session_id = session_players.session_id AND r.seat = session_players.seat AND r.wins > 0
      ORDER BY r.delta DESC, r.hand_id LIMIT 1),
    money = (
      SELECT m.net FROM seat_settlements m WHERE m.session_id = session_players.session_id AND m.seat = session_players.seat)
  WHERE session_id = NEW.session_id;
END;

CREATE TRIGGER hands_records_insert AFTER INSERT ON hands
BEGIN
  INSERT INTO hand_records SELECT * FROM hand_seat_records WHERE hand_id = NEW.id;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

CREATE TRIGGER hands_records_update AFTER UPDATE OF input, result, deleted ON hands
BEGIN
  DELETE FROM hand_records WHERE session_id = OLD.session_id AND hand_id = OLD.id;
  INSERT INTO hand_records SELECT * FROM hand_seat_records WHERE hand_id = NEW.id;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

CREATE TRIGGER hands_records_delete AFTER DELETE ON hands
BEGIN
  DELETE FROM hand_records WHERE session_id = OLD.session_id AND hand_id = OLD.id;
  INSERT INTO session_players_refresh VALUES (OLD.session_id);
END;

CREATE TRIGGER session_seats_records_insert AFTER INSERT ON session_seats
BEGIN
  INSERT INTO session_players (session_id, seat, player_id, variant, started_at)
  SELECT NEW.session_id, NEW.seat, NEW.player_id, s.variant, s.started_at FROM table_sessions s WHERE s.id = NEW.session_id;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

CREATE TRIGGER table_sessions_records_settle AFTER UPDATE OF settlement ON table_sessions
BEGIN
  INSERT INTO session_players_refresh VALUES (NEW.id);
END;

-- Backfill what schema version 1 already holds.
INSERT INTO hand_records SELECT * FROM hand_seat_records;
INSERT INTO session_players (session_id, seat, player_id, variant, started_at)
SELECT ss.session_id, ss.seat, ss.player_id, s.variant, s.started_at
FROM session_seats ss JOIN table_sessions s ON s.id = ss.session_id;
INSERT INTO session_players_refresh SELECT id FROM table_sessions;
