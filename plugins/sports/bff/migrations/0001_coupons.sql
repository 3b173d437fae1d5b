-- The players' coupons (bets) and the saved coupons. A coupon row is the coupon as the calls answer it (`coupon`,
-- schemas/sports.ts placedCoupon) with what the server needs to settle it. `wallet_key` is the account module's key of
-- the player's wallet (one per player and realm). Times are epoch milliseconds.

CREATE SEQUENCE sports_coupon_id START 7100000001;

CREATE TABLE sports_coupon (
  coupon_id bigint PRIMARY KEY,
  wallet_key text NOT NULL,
  -- The client's id of the placing: a repeat answers this coupon and takes no second stake.
  request_id text NOT NULL,
  account_id text NOT NULL,
  -- Whose loss limits the payout counts against.
  payer_realm text,
  payer_user_id text,
  -- The stake of one unit (a single, one system combination), unrounded: what the payout is computed from.
  unit_amount double precision NOT NULL,
  settle_at bigint NOT NULL,
  is_open boolean NOT NULL,
  -- Set once the payout of a settled coupon is in the wallet (under the coupon's reference, so a retry pays once).
  is_paid boolean NOT NULL DEFAULT false,
  coupon jsonb NOT NULL,
  UNIQUE (wallet_key, request_id)
);

CREATE INDEX sports_coupon_history ON sports_coupon (wallet_key, coupon_id DESC);
CREATE INDEX sports_coupon_open ON sports_coupon (wallet_key) WHERE is_open;
CREATE INDEX sports_coupon_unpaid ON sports_coupon (wallet_key) WHERE NOT is_open AND NOT is_paid;

CREATE TABLE sports_saved_coupon (
  code text PRIMARY KEY,
  type_id integer NOT NULL,
  system_value integer,
  market_ids jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);
