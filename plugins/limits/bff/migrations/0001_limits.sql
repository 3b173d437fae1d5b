-- The responsible-gaming limits of each player, operator-wide: one row set per player (realm, user), whatever the
-- domain the player uses. `realm` is '' for the operator's platform; test servers and scenarios use their own.
-- Times are Unix seconds.

CREATE TABLE limits_player (
  realm text NOT NULL,
  user_id text NOT NULL,
  -- When the running session limit's session started.
  session_started_at bigint,
  PRIMARY KEY (realm, user_id)
);

CREATE TABLE limits_limit (
  realm text NOT NULL,
  user_id text NOT NULL,
  limit_type integer NOT NULL,
  limit_state text NOT NULL CHECK (limit_state IN ('ACTIVE', 'PENDING', 'INACTIVE')),
  limit_value double precision NOT NULL,
  limit_balance double precision NOT NULL,
  need_approve boolean NOT NULL,
  started_at bigint,
  ends_at bigint,
  self_exclude_reason integer,
  PRIMARY KEY (realm, user_id, limit_type, limit_state),
  FOREIGN KEY (realm, user_id) REFERENCES limits_player (realm, user_id) ON DELETE CASCADE
);

-- Self-exclusions and time-outs in force are looked up on every bet, launch, spin and deposit.
CREATE INDEX limits_limit_exclusions ON limits_limit (realm, user_id) WHERE limit_type IN (30, 33);

-- Every change of a player's limits, kept for the regulator's audit (never updated or deleted by the server).
CREATE TABLE limits_history (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  at bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('set', 'removed')),
  limit_type integer NOT NULL,
  limit_state text NOT NULL,
  limit_value double precision NOT NULL,
  ends_at bigint
);
CREATE INDEX limits_history_player ON limits_history (realm, user_id, at);

-- Settled deposits (major units): what uses the deposit limits over their rolling periods.
CREATE TABLE limits_deposit (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  amount double precision NOT NULL CHECK (amount > 0),
  at bigint NOT NULL
);
CREATE INDEX limits_deposit_player ON limits_deposit (realm, user_id, at);

-- Saves waiting for the answers to their questions.
CREATE TABLE limits_awaiting_answers (
  token_guid uuid PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  requests jsonb NOT NULL,
  FOREIGN KEY (realm, user_id) REFERENCES limits_player (realm, user_id) ON DELETE CASCADE
);

-- The reality-check answers the player gave.
CREATE TABLE limits_reality_check (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  action text NOT NULL,
  do_not_show_again boolean NOT NULL,
  popup_show_at bigint NOT NULL
);

-- Per realm: how far a test scenario moved its clock ahead, and whether saves ask questions first.
CREATE TABLE limits_realm (
  realm text PRIMARY KEY,
  clock_offset_s bigint NOT NULL DEFAULT 0,
  ask_questions boolean NOT NULL DEFAULT false
);
