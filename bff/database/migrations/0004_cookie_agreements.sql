-- The visitors' answers to the cookie notice (bff/cookieAgreements.ts): when (the page's `cookiesAgreeTime`, Unix
-- seconds) and what they allowed, on which host: the operator's proof of consent. It names no visitor. Per realm;
-- bounded by bff/database/retention.ts (13 months, the period consent records are commonly kept for).
CREATE TABLE core_cookie_agreement (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  realm text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  domain text NOT NULL,
  agreed_at bigint NOT NULL,
  functional boolean NOT NULL,
  marketing boolean NOT NULL
);
CREATE INDEX core_cookie_agreement_realm_seq ON core_cookie_agreement (realm, seq);
CREATE INDEX core_cookie_agreement_received_at ON core_cookie_agreement (received_at);
