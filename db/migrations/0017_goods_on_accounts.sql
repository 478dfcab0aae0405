-- Goods sold to a member's account (挂账): the account ledger gains a 'goods' kind, and its rows
-- name the sale they charge (the void's reversing row names it too). The sale itself names the
-- member as its payer, with no session and no tender. SQLite changes a CHECK only by rebuilding the
-- table: the old one is renamed away (its self-reference follows it), the rows are copied with
-- their ids, then its indexes and its append-only and balance triggers are made again. The
-- balances stay as they are: the rows are the same.
ALTER TABLE account_ledger RENAME TO account_ledger_old;
CREATE TABLE account_ledger (
  id           INTEGER PRIMARY KEY,
  player_id    INTEGER NOT NULL REFERENCES players (id),
  at           INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN
                 ('topup', 'bonus', 'refund', 'adjustment', 'transferIn', 'transferOut', 'settlement', 'tableFee', 'goods', 'reversal')),
  amount_cents INTEGER NOT NULL,
  session_id   INTEGER REFERENCES table_sessions (id),
  receipt_id   INTEGER REFERENCES receipts (id),
  reverses_id  INTEGER UNIQUE REFERENCES account_ledger (id),
  note         TEXT NOT NULL DEFAULT '',
  sale_id      INTEGER REFERENCES goods_sales (id),   -- a goods charge and its reversal: the sale
  CHECK ((kind = 'goods') <= (sale_id IS NOT NULL))
) STRICT;
INSERT INTO account_ledger (id, player_id, at, kind, amount_cents, session_id, receipt_id, reverses_id, note)
SELECT id, player_id, at, kind, amount_cents, session_id, receipt_id, reverses_id, note FROM account_ledger_old ORDER BY id;
DROP TABLE account_ledger_old;

CREATE INDEX account_ledger_player ON account_ledger (player_id, at, amount_cents);
CREATE INDEX account_ledger_at ON account_ledger (at);
CREATE INDEX account_ledger_session ON account_ledger (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX account_ledger_sale ON account_ledger (sale_id) WHERE sale_id IS NOT NULL;
CREATE UNIQUE INDEX account_ledger_sale_charged ON account_ledger (sale_id) WHERE kind = 'goods';

CREATE TRIGGER account_ledger_no_update BEFORE UPDATE ON account_ledger
BEGIN
  SELECT RAISE(ABORT, 'account_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER account_ledger_no_delete BEFORE DELETE ON account_ledger
BEGIN
  SELECT RAISE(ABORT, 'account_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER account_ledger_balance AFTER INSERT ON account_ledger
BEGIN
  INSERT INTO account_balances (player_id, cents) VALUES (NEW.player_id, NEW.amount_cents)
  ON CONFLICT (player_id) DO UPDATE SET cents = cents + excluded.cents;
END;
