-- Sign-in with an identity provider (one-tap and the social networks, first document 6 and 7).

-- Which provider identity signs in which player: a network's subject (its stable user id) in a realm names one player,
-- and a player has at most one identity per network.
CREATE TABLE account_identity (
  realm text NOT NULL,
  network text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (realm, network, subject)
);
CREATE UNIQUE INDEX account_identity_player ON account_identity (realm, user_id, network);

-- One-time grants, each a secret of which only the SHA-256 is kept, used once by one DELETE ... RETURNING:
-- the demo provider's credentials and authorisation codes, and the platform's sign-in tickets and OAuth states.
-- `audience` binds a grant to whom it was issued for (a client and its origin or redirect address); `payload` is what
-- it carries (the identity; a state's network and page language; a ticket's currency).
CREATE TABLE account_identity_grant (
  grant_hash text PRIMARY KEY,
  purpose text NOT NULL,
  realm text NOT NULL,
  audience text NOT NULL,
  payload jsonb NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX account_identity_grant_expiry ON account_identity_grant (expires_at);
