-- Goods sold to a table go on its bill: the sale names the table's session and who pays it (the
-- player who ordered it), or no one (split among the seats like the time fee). The money is
-- settled at the table's close; a counter sale keeps its tender and has neither.
ALTER TABLE goods_sales ADD COLUMN session_id INTEGER REFERENCES table_sessions (id);
ALTER TABLE goods_sales ADD COLUMN payer_id INTEGER REFERENCES players (id);
CREATE INDEX goods_sales_session ON goods_sales (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX stock_ledger_void ON stock_ledger (sale_id) WHERE kind = 'void';

-- A person's share of the table's goods, charged with the time fee share at the close.
ALTER TABLE seat_money ADD COLUMN goods_cents INTEGER NOT NULL DEFAULT 0 CHECK (goods_cents >= 0);
