-- The events the collector received (plugins/analytics/bff/index.ts), in the database so that
-- `npm run operator -- events` reads what every server received. Per realm (under test mode each scenario's own);
-- bounded by bff/database/retention.ts: a realm's newest rows, none past a number of days.
CREATE TABLE analytics_event (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  realm text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The domain of the page (by Host) and the collector key of its address.
  domain text NOT NULL,
  collector_key text NOT NULL,
  lang text NOT NULL,
  source integer NOT NULL,
  user_id text,
  event_id integer NOT NULL,
  -- The event's slots as the beacon sent them: a JSON array of strings, one of numbers, an object.
  strings jsonb NOT NULL,
  numbers jsonb NOT NULL,
  params jsonb NOT NULL
);
CREATE INDEX analytics_event_realm_seq ON analytics_event (realm, seq);
CREATE INDEX analytics_event_received_at ON analytics_event (received_at);
