-- Whether the player asked to stay signed in (`save`): the session cookie then lives 30 days. Kept so that a cookie
-- written again later (the session check's same-site rewrite) keeps its lifetime.
ALTER TABLE account_session ADD COLUMN saved boolean NOT NULL DEFAULT false;
