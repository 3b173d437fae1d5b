-- The promo codes a player used on a coupon (schemas/promoCodes.ts): a once-per-player code is written here in the
-- transaction that adds its coupon, so two placings at once (on any server) cannot both use it. Per wallet, as the
-- coupons are: one wallet per player and realm. The coupon keeps the code it was accepted with in its `coupon` json.
CREATE TABLE sports_promo_code_use (
  wallet_key text NOT NULL,
  code text NOT NULL,
  coupon_id bigint NOT NULL REFERENCES sports_coupon (coupon_id),
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (wallet_key, code)
);
