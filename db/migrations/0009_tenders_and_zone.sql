-- 雀记 schema: tenders and the parlor's time zone. Every money movement that is not an account
-- move names its tender (现金, 微信, 支付宝, 银行卡, …); rows written before read as 现金. A table
-- clock keeps the time zone its bands are read in (NULL: an older clock, read at utc_offset).
ALTER TABLE receipts ADD COLUMN tender TEXT NOT NULL DEFAULT '现金';
ALTER TABLE seat_money ADD COLUMN tender TEXT;                  -- cash settlements only
UPDATE seat_money SET tender = '现金' WHERE mode = 'cash';
ALTER TABLE table_clocks ADD COLUMN time_zone TEXT;
-- A transfer moves money between accounts, not over the counter: it has no tender.
DROP TRIGGER receipts_no_update;
UPDATE receipts SET tender = '' WHERE kind = 'transfer';
CREATE TRIGGER receipts_no_update BEFORE UPDATE ON receipts
BEGIN
  SELECT RAISE(ABORT, 'receipts are append-only');
END;
