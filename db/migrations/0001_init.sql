-- 雀记 schema version 1: roster, settings, rule presets, table sessions, hands, audit log.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL            -- JSON
) STRICT;

CREATE TABLE players (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  nickname    TEXT NOT NULL DEFAULT '',
  phone       TEXT NOT NULL DEFAULT '',
  note        TEXT NOT NULL DEFAULT '',
  initials    TEXT NOT NULL DEFAULT '',   -- pinyin initials of name and nickname, for search
  is_guest    INTEGER NOT NULL DEFAULT 0 CHECK (is_guest IN (0, 1)),
  archived_at TEXT,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX players_name ON players (name);

CREATE TABLE rule_presets (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  variant         TEXT NOT NULL,
  seats           INTEGER NOT NULL CHECK (seats BETWEEN 2 AND 4),
  options         TEXT NOT NULL,          -- JSON: engine options
  session_options TEXT NOT NULL,          -- JSON: two-player rules, table fee, point value
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE table_sessions (
  id              INTEGER PRIMARY KEY,
  title           TEXT NOT NULL DEFAULT '',
  variant         TEXT NOT NULL,
  seats           INTEGER NOT NULL CHECK (seats BETWEEN 2 AND 4),
  options         TEXT NOT NULL,          -- JSON, frozen at opening
  session_options TEXT NOT NULL,          -- JSON, frozen at opening
  first_dealer    INTEGER NOT NULL,
  status          TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  settlement      TEXT,                   -- JSON, written at close
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  closed_at       TEXT
) STRICT;
CREATE INDEX table_sessions_started ON table_sessions (started_at);

CREATE TABLE session_seats (
  session_id INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  player_id  INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (session_id, seat)
) STRICT;
CREATE INDEX session_seats_player ON session_seats (player_id);

CREATE TABLE session_spectators (
  session_id INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  player_id  INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (session_id, player_id)
) STRICT;

CREATE TABLE hands (
  id             INTEGER PRIMARY KEY,
  session_id     INTEGER NOT NULL REFERENCES table_sessions (id) ON DELETE CASCADE,
  seq            INTEGER NOT NULL,        -- order of play inside the session
  input          TEXT NOT NULL,           -- HandInput JSON as entered
  result         TEXT NOT NULL,           -- HandResult JSON
  engine_version TEXT NOT NULL,
  deleted        INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX hands_session ON hands (session_id, seq);

CREATE TABLE audit_log (
  id         INTEGER PRIMARY KEY,
  at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  entity     TEXT NOT NULL,               -- player | setting | session | hand | backup
  entity_id  INTEGER,
  session_id INTEGER,
  action     TEXT NOT NULL,               -- create | update | archive | restore | delete | close | reopen ...
  before     TEXT,                        -- JSON
  after      TEXT                         -- JSON
) STRICT;
CREATE INDEX audit_log_session ON audit_log (session_id, id);
