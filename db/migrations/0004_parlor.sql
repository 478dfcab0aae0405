-- 雀记: the parlor's money. Tables and rate plans, a clock per session played at a table,
-- member accounts as an append-only ledger, top-up receipts. Times are epoch milliseconds,
-- money is integer cents.

CREATE TABLE rate_plans (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  plan        TEXT NOT NULL,              -- JSON RatePlan (bands, unit, grace, minimum, block, add-ons)
  archived    INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
) STRICT;

CREATE TABLE parlor_tables (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL UNIQUE,
  kind         TEXT NOT NULL CHECK (kind IN ('hall', 'room')),   -- 大厅 / 包间
  rate_plan_id INTEGER REFERENCES rate_plans (id),
  position     INTEGER NOT NULL DEFAULT 0,
  archived     INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
) STRICT;

-- A session played at a parlor table: its clock, frozen plan and who pays the time fee.
CREATE TABLE table_clocks (
  session_id  INTEGER PRIMARY KEY REFERENCES table_sessions (id) ON DELETE CASCADE,
  table_id    INTEGER NOT NULL REFERENCES parlor_tables (id),
  plan        TEXT,                       -- JSON RatePlan frozen at opening (the chosen add-ons only); NULL: no charge
  utc_offset  INTEGER NOT NULL,           -- minutes; bands are read in the parlor's local time
  fee_payer   TEXT NOT NULL CHECK (fee_payer IN ('even', 'winners', 'biggestWinner')),
  started_at  INTEGER NOT NULL,
  stopped_at  INTEGER,
  fee_cents   INTEGER,                    -- written at close
  fee         TEXT                        -- JSON: the breakdown and each seat's share, at close
) STRICT;
CREATE UNIQUE INDEX table_clocks_running ON table_clocks (table_id) WHERE stopped_at IS NULL;
CREATE INDEX table_clocks_stopped ON table_clocks (stopped_at);

CREATE TABLE clock_pauses (
  session_id INTEGER NOT NULL REFERENCES table_clocks (session_id) ON DELETE CASCADE,
  paused_at  INTEGER NOT NULL,
  resumed_at INTEGER,
  PRIMARY KEY (session_id, paused_at)
) STRICT;

CREATE TABLE account_limits (
  player_id          INTEGER PRIMARY KEY REFERENCES players (id),
  credit_limit_cents INTEGER NOT NULL CHECK (credit_limit_cents >= 0)
) STRICT;

CREATE TABLE bonus_rules (
  min_cents   INTEGER PRIMARY KEY CHECK (min_cents > 0),   -- 充 500 送 100: 50000 → 10000
  bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0)
) STRICT;

-- A paper receipt: a top-up, a refund or a transfer, printed for the member.
CREATE TABLE receipts (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('topup', 'refund', 'transfer')),
  player_id  INTEGER NOT NULL REFERENCES players (id),
  at         INTEGER NOT NULL,
  cents      INTEGER NOT NULL,            -- money handed over (top-up, refund) or moved (transfer)
  bonus_cents INTEGER NOT NULL DEFAULT 0,
  note       TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX receipts_at ON receipts (at);

-- Every movement of a member's account. Never updated or deleted: a mistake is corrected by a
-- reversing row. A balance is the sum of its rows.
CREATE TABLE account_ledger (
  id           INTEGER PRIMARY KEY,
  player_id    INTEGER NOT NULL REFERENCES players (id),
  at           INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN
                 ('topup', 'bonus', 'refund', 'adjustment', 'transferIn', 'transferOut', 'settlement', 'tableFee', 'reversal')),
  amount_cents INTEGER NOT NULL,
  session_id   INTEGER REFERENCES table_sessions (id),
  receipt_id   INTEGER REFERENCES receipts (id),
  reverses_id  INTEGER UNIQUE REFERENCES account_ledger (id),
  note         TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX account_ledger_player ON account_ledger (player_id, at, amount_cents);
CREATE INDEX account_ledger_at ON account_ledger (at);
CREATE INDEX account_ledger_session ON account_ledger (session_id) WHERE session_id IS NOT NULL;

CREATE TRIGGER account_ledger_no_update BEFORE UPDATE ON account_ledger
BEGIN
  SELECT RAISE(ABORT, 'account_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER account_ledger_no_delete BEFORE DELETE ON account_ledger
BEGIN
  SELECT RAISE(ABORT, 'account_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER receipts_no_update BEFORE UPDATE ON receipts
BEGIN
  SELECT RAISE(ABORT, 'receipts are append-only');
END;
CREATE TRIGGER receipts_no_delete BEFORE DELETE ON receipts
BEGIN
  SELECT RAISE(ABORT, 'receipts are append-only');
END;

-- How each seat of a session closed at the parlor settled: in cash or to the member's account.
-- Rewritten when a reopened session closes again (the ledger keeps its history by reversals).
CREATE TABLE seat_money (
  session_id     INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat           INTEGER NOT NULL,
  player_id      INTEGER NOT NULL REFERENCES players (id),
  mode           TEXT NOT NULL CHECK (mode IN ('cash', 'account')),
  net_cents      INTEGER NOT NULL,        -- the settlement's net for the seat (winnings +, losses −)
  fee_cents      INTEGER NOT NULL,        -- the seat's share of the table-time fee
  balance_before INTEGER,                 -- account settlements only
  balance_after  INTEGER,
  closed_at      INTEGER NOT NULL,
  PRIMARY KEY (session_id, seat)
) STRICT;
CREATE INDEX seat_money_closed ON seat_money (closed_at);

-- Each member's balance now, kept equal to the sum of the ledger by this trigger (the ledger
-- itself cannot change), so the reports' 欠款 list need not sum ten years of rows.
CREATE TABLE account_balances (
  player_id INTEGER PRIMARY KEY REFERENCES players (id),
  cents     INTEGER NOT NULL
) STRICT;
CREATE INDEX account_balances_cents ON account_balances (cents);

CREATE TRIGGER account_ledger_balance AFTER INSERT ON account_ledger
BEGIN
  INSERT INTO account_balances (player_id, cents) VALUES (NEW.player_id, NEW.amount_cents)
  ON CONFLICT (player_id) DO UPDATE SET cents = cents + excluded.cents;
END;
