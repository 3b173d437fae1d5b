-- Failed attempts at a guessable secret (a reset or confirmation code, the current password) and rate-limited sends
-- (an SMS per number), per realm and key: kept in the database so that every server counts the same tries.
CREATE TABLE core_attempt (
  realm text NOT NULL,
  key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  -- Unix seconds until which the key is refused, or null.
  locked_until bigint,
  PRIMARY KEY (realm, key)
);

-- Fixed-window request counts of the rate limits (@fastify/rate-limit's store, bff/databaseRateStore.ts): one count
-- for every server of the platform.
CREATE TABLE core_rate_window (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  -- Epoch milliseconds at which the window ends and the count starts again.
  window_ends_ms bigint NOT NULL
);
