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

-- Goods (商品): what the parlor sells besides table time, and its stock as an append-only ledger:
-- 进货 received (+), 盘点 counted (the difference to the count), sale (−), void (+, reversing a
-- sale's row). Stock is the sum of a good's rows. Money is integer cents.
CREATE TABLE goods (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  category        TEXT NOT NULL DEFAULT '',
  price_cents     INTEGER NOT NULL CHECK (price_cents >= 0),
  cost_cents      INTEGER CHECK (cost_cents >= 0),         -- NULL: not known
  unit            TEXT NOT NULL DEFAULT '',
  low_stock       INTEGER CHECK (low_stock >= 0),          -- NULL: no reorder line
  on_sale         INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1))
) STRICT;

-- A sale over the counter, paid with a tender. Never changed: a void is a reversing stock row.
CREATE TABLE goods_sales (
  id               INTEGER PRIMARY KEY,
  goods_id         INTEGER NOT NULL REFERENCES goods (id),
  at               INTEGER NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  tender           TEXT NOT NULL
) STRICT;
CREATE INDEX goods_sales_at ON goods_sales (at);

CREATE TABLE stock_ledger (
  id          INTEGER PRIMARY KEY,
  goods_id    INTEGER NOT NULL REFERENCES goods (id),
  at          INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('received', 'counted', 'sale', 'void')),
  quantity    INTEGER NOT NULL,
  sale_id     INTEGER REFERENCES goods_sales (id),
  reverses_id INTEGER UNIQUE REFERENCES stock_ledger (id),
  note        TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX stock_ledger_goods ON stock_ledger (goods_id, at);
CREATE UNIQUE INDEX stock_ledger_sale ON stock_ledger (sale_id) WHERE kind = 'sale';

CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE ON stock_ledger
BEGIN
  SELECT RAISE(ABORT, 'stock_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER stock_ledger_no_delete BEFORE DELETE ON stock_ledger
BEGIN
  SELECT RAISE(ABORT, 'stock_ledger is append-only: add a reversing row instead');
END;
CREATE TRIGGER goods_sales_no_update BEFORE UPDATE ON goods_sales
BEGIN
  SELECT RAISE(ABORT, 'goods_sales are append-only');
END;
CREATE TRIGGER goods_sales_no_delete BEFORE DELETE ON goods_sales
BEGIN
  SELECT RAISE(ABORT, 'goods_sales are append-only');
END;
