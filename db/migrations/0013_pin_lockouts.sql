-- 雀记 schema: wrong PINs in a row per staff member and the lock they earned, kept in the data file
-- so that restarting the app does not clear a lockout.
CREATE TABLE pin_failures (
  staff_id     INTEGER PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  failures     INTEGER NOT NULL CHECK (failures >= 0),
  locked_until INTEGER NOT NULL DEFAULT 0
) STRICT;
