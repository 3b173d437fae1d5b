-- The cash outs of coupons (schemas/cashOut.ts), one per request: written in the transaction that changes the coupon,
-- marked paid once its money is in the wallet (under the reference `sports:coupon:<id>:cash-out:<request id>`, which the
-- wallet takes once). One left unpaid by a failed credit or a crash is paid by the next settlement of the wallet.
CREATE TABLE sports_cash_out (
  coupon_id bigint NOT NULL REFERENCES sports_coupon (coupon_id),
  request_id text NOT NULL,
  wallet_key text NOT NULL,
  amount double precision NOT NULL,
  is_paid boolean NOT NULL DEFAULT false,
  PRIMARY KEY (coupon_id, request_id)
);

CREATE INDEX sports_cash_out_unpaid ON sports_cash_out (wallet_key) WHERE NOT is_paid;
