-- The office's state of each player: one row set per player (realm, user), whatever the domain. `realm` is '' for
-- the operator's platform; under test mode each server and scenario is a realm of its own.

-- Per realm: what test control set for the office and its payments (the scenario fields `office` and `payments`).
-- Kept here, not in one server's memory, so that every server of a realm (a second server, a restarted one) reads
-- the same payment clock and settings: a deposit due on one server is due on all.
CREATE TABLE office_realm (
  realm text PRIMARY KEY,
  -- How far a test moved the payment clock ahead, in seconds.
  clock_offset_s bigint NOT NULL DEFAULT 0,
  -- The players' country (ISO 3166 alpha-2); null for the operator's home market.
  country text,
  consultant_enabled boolean NOT NULL DEFAULT true,
  -- Countries where the payment consultant opens only for a player who came with `payment_consultant=1`.
  consultant_flag_only_countries text[] NOT NULL DEFAULT '{}',
  identification_required boolean NOT NULL DEFAULT false,
  -- Settings the server refuses to change.
  locked_settings text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE office_player (
  realm text NOT NULL,
  user_id text NOT NULL,
  -- The settings the player changed, by setting id; the others have their defaults.
  settings jsonb NOT NULL DEFAULT '{}',
  line_disallow_sports integer[] NOT NULL DEFAULT '{}',
  live_disallow_sports integer[] NOT NULL DEFAULT '{}',
  -- TOTP secrets (base32), kept as they are: checking a code needs the secret itself.
  two_factor_secret text,
  two_factor_pending_secret text,
  security_question_id integer,
  auth_by_email boolean NOT NULL DEFAULT false,
  phone text,
  phone_confirmed boolean NOT NULL DEFAULT false,
  -- A number waiting for its confirmation code (so is email_pending).
  phone_pending text,
  login text,
  email text NOT NULL DEFAULT '',
  email_confirmed boolean NOT NULL DEFAULT false,
  email_pending text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- YYYY-MM-DD, or '' while not given.
  birth_date text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  verification_status text NOT NULL DEFAULT 'none' CHECK (verification_status IN ('none', 'pending', 'verified')),
  verification_documents text[] NOT NULL DEFAULT '{}',
  clarified boolean NOT NULL DEFAULT false,
  converted_to text,
  PRIMARY KEY (realm, user_id)
);

-- The player's inbox: the operator's messages in both languages (`{ "en": …, "ru": … }`).
CREATE TABLE office_message (
  realm text NOT NULL,
  user_id text NOT NULL,
  message_id text NOT NULL,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  sent_at timestamptz NOT NULL,
  read boolean NOT NULL DEFAULT false,
  PRIMARY KEY (realm, user_id, message_id),
  FOREIGN KEY (realm, user_id) REFERENCES office_player (realm, user_id) ON DELETE CASCADE
);

-- Promo codes the player activated: each once (the key).
CREATE TABLE office_promo_activation (
  realm text NOT NULL,
  user_id text NOT NULL,
  code text NOT NULL,
  activated_at timestamptz NOT NULL,
  PRIMARY KEY (realm, user_id, code),
  FOREIGN KEY (realm, user_id) REFERENCES office_player (realm, user_id) ON DELETE CASCADE
);

-- Account histories the player asked to be mailed or cleared.
CREATE TABLE office_history_request (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('mail', 'clear', 'casinoMail')),
  account_id text NOT NULL,
  requested_at timestamptz NOT NULL,
  FOREIGN KEY (realm, user_id) REFERENCES office_player (realm, user_id) ON DELETE CASCADE
);

-- The numbers of payments and consultant requests (P000001, Q000001), reserved when a money call claims its key.
CREATE SEQUENCE office_number;

-- Deposits and withdrawals. Amounts in minor units; times in Unix seconds of the realm's payment clock.
CREATE TABLE office_payment (
  id text PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  -- The wallet the money moves in (WalletService's key): the wallet asks by it for the payments due.
  wallet_key text NOT NULL,
  type text NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  status text NOT NULL CHECK (status IN ('new', 'pending', 'processing', 'paid', 'failed', 'refused', 'cancelled')),
  method_id text NOT NULL,
  method_name text NOT NULL,
  account_id text NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  -- When a pending deposit settles.
  settles_at bigint,
  -- The money of the payment's last status is still to move (a paid deposit's credit and its count against the
  -- deposit limits, a cancelled or refused withdrawal's return): set with that status in one transaction, cleared
  -- by the one server that moves it, so a server that stopped in between leaves it to the next settlement.
  money_due boolean NOT NULL DEFAULT false,
  -- The secret of the payment page's link (the page is on another origin, without the player's session).
  pay_token text NOT NULL,
  -- Where the payment page sends the player back: the site's origin and language.
  return_origin text NOT NULL,
  return_lang text NOT NULL
);
CREATE INDEX office_payment_player ON office_payment (realm, user_id, created_at);
CREATE INDEX office_payment_open ON office_payment (wallet_key) WHERE status IN ('new', 'pending', 'processing') OR money_due;

-- The replies of money calls by their Idempotency-Key. The key is claimed (inserted) before the call runs, so a
-- repeat on any server finds it: it answers the stored reply, or 409 while the first is still running (a lease, so
-- that a claim whose server stopped can be taken over). A call that runs again after a failure keeps the reserved
-- number, and so the ids and wallet references of what it creates: nothing is paid twice.
CREATE TABLE office_idempotency (
  realm text NOT NULL,
  user_id text NOT NULL,
  idempotency_key text NOT NULL,
  -- The method, route, parameters and body: the same key with another request is refused.
  fingerprint text NOT NULL,
  reserved_number bigint NOT NULL DEFAULT nextval('office_number'),
  reply_status integer,
  reply_body jsonb,
  running_until timestamptz,
  PRIMARY KEY (realm, user_id, idempotency_key)
);

-- The player's questions to the payment consultant.
CREATE TABLE office_consultant_request (
  id text PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  topic_id text NOT NULL,
  sub_topic_id text,
  transaction_id text,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at bigint NOT NULL
);
CREATE INDEX office_consultant_request_player ON office_consultant_request (realm, user_id, created_at);
