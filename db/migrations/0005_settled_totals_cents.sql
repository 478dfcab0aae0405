-- 雀记 schema: settled totals in the club records, and money as integer cents.
-- A closed session's settlement keeps its money in cents (moneyCents, feeCents, netCents,
-- feeTotalCents, amountCents). session_players keeps, once closed, the settled totals of the
-- two-player rules (settled_points) and the money in cents (money_cents); both are cleared when
-- the session is reopened (its settlement becomes NULL).

DROP TRIGGER session_players_refresh;
DROP VIEW seat_settlements;


ALTER TABLE session_players DROP COLUMN money;
ALTER TABLE session_players ADD COLUMN money_cents INTEGER;   -- the settlement's net for this seat, once closed
ALTER TABLE session_players ADD COLUMN settled_points REAL;   -- the settled total (two-player rules), once closed

CREATE VIEW seat_settlements AS
SELECT s.id AS session_id, CAST(substr(p.value ->> 'key', 6) AS INTEGER) AS seat,
       p.value ->> 'netCents' AS net_cents, p.value ->> 'points' AS points
FROM table_sessions s, json_each(s.settlement, '$.parties') p
WHERE p.value ->> 'role' = 'seat';

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
    (money_cents, settled_points) = (
      SELECT m.net_cents, m.points FROM seat_settlements m
      WHERE m.session_id = session_players.session_id AND m.seat = session_players.seat)
  WHERE session_id = NEW.session_id;
END;

-- Rewriting each settlement refreshes its seats' rows (trigger table_sessions_records_settle).
UPDATE table_sessions SET settlement = json_set(
  json_remove(settlement, '$.feeTotal'),
  '$.feeTotalCents', CAST(round((settlement ->> '$.feeTotal') * 100) AS INTEGER),
  '$.parties', json((
    SELECT json_group_array(json_set(
      json_remove(p.value, '$.money', '$.fee', '$.net'),
      '$.moneyCents', CAST(round((p.value ->> 'money') * 100) AS INTEGER),
      '$.feeCents', CAST(round((p.value ->> 'fee') * 100) AS INTEGER),
      '$.netCents', CAST(round((p.value ->> 'net') * 100) AS INTEGER)))
    FROM json_each(settlement, '$.parties') p)),
  '$.payments', json((
    SELECT json_group_array(json_set(
      json_remove(p.value, '$.amount'),
      '$.amountCents', CAST(round((p.value ->> 'amount') * 100) AS INTEGER)))
    FROM json_each(settlement, '$.payments') p)))
WHERE settlement IS NOT NULL;
