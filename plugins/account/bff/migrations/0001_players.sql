-- The players of the operator's platform, their sessions and their wallets: one row set per player (realm, user),
-- whatever the domain. `realm` is '' for the operator's platform, where the demo players are seeded on first start;
-- a test realm (a test server's scenario) reads those and keeps its own copy of a player it changes, so that parallel
-- tests never share a password, a registration or a balance.

CREATE TABLE account_player (
  realm text NOT NULL,
  user_id text NOT NULL,
  -- The e-mail, lower case.
  login text NOT NULL,
  phone text,
  -- scrypt: `scrypt$N$r$p$salt$hash` (base64url); the password itself is never stored.
  password_hash text NOT NULL,
  name text NOT NULL,
  ban_level integer NOT NULL DEFAULT 0,
  ban_version integer NOT NULL DEFAULT 0,
  -- The terms changed since the player last accepted them.
  terms_changed boolean NOT NULL DEFAULT false,
  two_step boolean NOT NULL DEFAULT false,
  -- The user config the second document's `user/config` answers.
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (realm, user_id)
);

CREATE UNIQUE INDEX account_player_login ON account_player (realm, login);
CREATE INDEX account_player_phone ON account_player (realm, phone) WHERE phone IS NOT NULL;

-- Registered players' ids: above the demo players'.
CREATE SEQUENCE account_player_id START 200001;

-- Sign-in sessions. The cookie's value is a secret: only its SHA-256 is kept. `sid` is the id its tokens carry.
CREATE TABLE account_session (
  cookie_hash text PRIMARY KEY,
  sid text NOT NULL UNIQUE,
  realm text NOT NULL,
  user_id text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- Logout, a password change or a reset ends it; its tokens die with it.
  ended_at timestamptz,
  -- What the player did in this session: the demo identification, the changed terms' acceptance, saved settings.
  identified boolean NOT NULL DEFAULT false,
  terms_accepted boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX account_session_player ON account_session (realm, user_id) WHERE ended_at IS NULL;

-- The key that signs bearer tokens, shared by every server of the platform so that a token from one is valid on all.
CREATE TABLE account_signing_key (
  id integer PRIMARY KEY CHECK (id = 1),
  -- base64url of 32 random bytes.
  secret text NOT NULL
);

-- A player's accounts (main, bonus, currency). The balance is the sum of the account's ledger entries, kept here
-- too so that it is read and checked in one row; it can never go below zero.
CREATE TABLE account_wallet_account (
  realm text NOT NULL,
  user_id text NOT NULL,
  account_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('main', 'bonus', 'currency')),
  currency text NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  -- A currency account opens a moment after it is asked for (epoch ms); until then it is not shown.
  opens_at bigint NOT NULL DEFAULT 0,
  removed_at timestamptz,
  PRIMARY KEY (realm, user_id, account_id)
);

-- Every change of a balance, append-only. The reference makes a change idempotent: the same bet, spin or payment
-- is entered once whatever the retries.
CREATE TABLE account_wallet_entry (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  account_id text NOT NULL,
  amount_minor bigint NOT NULL,
  reference text NOT NULL,
  entered_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (realm, user_id, reference),
  FOREIGN KEY (realm, user_id, account_id) REFERENCES account_wallet_account (realm, user_id, account_id)
);

-- Codes sent to a player and awaited back (the SMS sign-in code, the two-step code, the recovery code), so that the
-- answer may reach any server. Wrong tries are counted by core's attempt limits.
CREATE TABLE account_code (
  realm text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sms', 'two-step', 'recovery')),
  code_key text NOT NULL,
  user_id text,
  -- Two-step: whether the sign-in asked to keep the session.
  save boolean NOT NULL DEFAULT false,
  -- Unix seconds.
  expires_at bigint NOT NULL,
  PRIMARY KEY (realm, purpose, code_key)
);
