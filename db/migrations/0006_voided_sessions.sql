-- 雀记 schema: a table opened by mistake can be voided. A voided session keeps its rows (and its
-- audit trail) but is out of the club records: its hands and seats leave the summary tables, and
-- the views that fill them skip it, so no later trigger brings it back.
ALTER TABLE table_sessions ADD COLUMN voided_at TEXT;

DROP VIEW hand_seat_records;
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
JOIN table_sessions s ON s.id = h.session_id AND s.voided_at IS NULL
JOIN json_each(h.result, '$.deltas') d
LEFT JOIN json_each(h.input, '$.events') e ON e.value ->> 'type' = 'win'
WHERE h.deleted = 0
GROUP BY h.id, d.key;

DROP TRIGGER session_seats_records_insert;
CREATE TRIGGER session_seats_records_insert AFTER INSERT ON session_seats
BEGIN
  INSERT INTO session_players (session_id, seat, player_id, variant, started_at)
  SELECT NEW.session_id, NEW.seat, NEW.player_id, s.variant, s.started_at FROM table_sessions s
  WHERE s.id = NEW.session_id AND s.voided_at IS NULL;
  INSERT INTO session_players_refresh VALUES (NEW.session_id);
END;

CREATE TRIGGER table_sessions_records_void AFTER UPDATE OF voided_at ON table_sessions
WHEN NEW.voided_at IS NOT NULL
BEGIN
  DELETE FROM hand_records WHERE session_id = NEW.id;
  DELETE FROM session_players WHERE session_id = NEW.id;
  DELETE FROM hand_requests WHERE session_id = NEW.id;
END;
