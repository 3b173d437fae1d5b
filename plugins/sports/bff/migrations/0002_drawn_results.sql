-- The result each outcome settles with (schemas/sports.ts result statuses 0–6), drawn once for every server on this
-- database: the first draw is kept (INSERT … ON CONFLICT DO NOTHING, then read back), so every bet on an outcome
-- settles alike whichever server settles it. Per realm, as the coupons are (their wallets are a realm's).

CREATE TABLE sports_drawn_result (
  realm text NOT NULL,
  market_id text NOT NULL,
  result smallint NOT NULL CHECK (result BETWEEN 0 AND 6),
  drawn_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (realm, market_id)
);

-- Old results are forgotten (drawnResultStore.ts): their games are long over.
CREATE INDEX sports_drawn_result_age ON sports_drawn_result (drawn_at);
