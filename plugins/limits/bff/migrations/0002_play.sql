-- What a player staked and was paid (major units), by bet or spin (`reference`): the wagering limits (1–3) count
-- the stakes, the loss limits (10–12) the stakes less the payouts, over their rolling periods.
CREATE TABLE limits_play (
  id bigserial PRIMARY KEY,
  realm text NOT NULL,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('stake', 'payout')),
  amount double precision NOT NULL CHECK (amount > 0),
  at bigint NOT NULL,
  reference text NOT NULL,
  UNIQUE (realm, user_id, kind, reference)
);
CREATE INDEX limits_play_player ON limits_play (realm, user_id, at);
