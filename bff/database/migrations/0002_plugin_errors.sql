-- The plugin load failures visitors' browsers reported (bff/pluginErrorReports.ts), in the database so that
-- `npm run operator -- errors` reads what every server received. Per realm (under test mode each scenario's own);
-- bounded by bff/database/retention.ts: a realm's newest rows, none past a number of days.
CREATE TABLE core_plugin_error (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  realm text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The page's host name, as the report gave it.
  domain text NOT NULL,
  plugin text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL
);
CREATE INDEX core_plugin_error_realm_seq ON core_plugin_error (realm, seq);
CREATE INDEX core_plugin_error_received_at ON core_plugin_error (received_at);
