-- The casino's game launches and bonus-game plays, in the database so that every server (and a restarted one) sees
-- the same ones: a game launched through one server spins through another, and logout or a restriction stops it on all.

-- One row per launch, keyed by the SHA-256 of its token: the token is a bearer secret in the game's address, so a
-- copy of the table must play no one's game. The game is looked up in the catalogue by id when the launch is read.
CREATE TABLE casino_launch (
  token_hash text PRIMARY KEY,
  -- BffContext.realmOf of the launch call, whose restrictions apply to the spins.
  realm text NOT NULL,
  game_id integer NOT NULL CHECK (game_id > 0),
  mode text NOT NULL CHECK (mode IN ('demo', 'real')),
  lang text NOT NULL CHECK (lang IN ('en', 'ru')),
  site_origin text NOT NULL,
  currency text NOT NULL,
  -- Whose money a real launch plays with (all four, or none for a demo); its spins stop when session_id ends.
  user_id text,
  wallet_key text,
  account_id text,
  session_id text,
  -- The play money of a demo, changed by one conditional UPDATE per spin, so two spins at once never both spend it.
  demo_balance_minor bigint NOT NULL CHECK (demo_balance_minor >= 0),
  -- The test scenario the launch was made in (test mode only): its restriction and fixed reels apply to the spins.
  scenario_id text,
  expires_at timestamptz NOT NULL,
  CHECK ((mode = 'real') = (user_id IS NOT NULL AND wallet_key IS NOT NULL AND account_id IS NOT NULL AND session_id IS NOT NULL))
);

-- Expired launches are deleted in the transaction that inserts a new one: this index keeps that a short read.
CREATE INDEX casino_launch_expiry ON casino_launch (expires_at);

-- The plays of each bonus game per player (wallet key) and day (UTC); counted by one conditional upsert per play.
CREATE TABLE casino_bonus_play (
  wallet_key text NOT NULL,
  route text NOT NULL,
  day date NOT NULL,
  plays integer NOT NULL CHECK (plays > 0),
  PRIMARY KEY (wallet_key, route, day)
);

-- Past days' counts are deleted when a play is counted.
CREATE INDEX casino_bonus_play_day ON casino_bonus_play (day);
