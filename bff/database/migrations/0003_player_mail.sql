-- The reference platform's outgoing mail (bff/mailOutbox.ts): what a real operator hands to its mail service (an
-- e-mail's activation link, a password-reset link, a newsletter's unsubscribe link); a link keeps its token under
-- test and dev mode only. Kept per realm, bounded by
-- bff/database/retention.ts; `received_at` is when the outbox took the mail.
CREATE TABLE core_mail (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  realm text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  -- What the mail is for: 'activate', 'confirm', 'passwordreset'…; its links' paths (site-relative, with the language).
  kind text NOT NULL,
  links jsonb NOT NULL
);
CREATE INDEX core_mail_realm_seq ON core_mail (realm, seq);
CREATE INDEX core_mail_received_at ON core_mail (received_at);

-- The one-time links of those mails (bff/mailLinks.ts): what a link's token lets its holder do once, until it
-- expires (kept a week after, so that it can say it expired). Only the token's hash is kept, so a copy of the table
-- resets no one's password.
CREATE TABLE core_mail_link (
  realm text NOT NULL,
  token_hash text NOT NULL,
  purpose text NOT NULL,
  user_id text NOT NULL,
  -- Unix seconds.
  expires_at bigint NOT NULL,
  PRIMARY KEY (realm, token_hash)
);
CREATE INDEX core_mail_link_expires_at ON core_mail_link (expires_at);
