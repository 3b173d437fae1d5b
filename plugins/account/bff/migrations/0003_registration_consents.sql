-- What registration asks in every jurisdiction profile: the date of birth (checked against the profile's minimum age),
-- when the terms and the privacy policy were accepted, and the marketing consent, off unless the player opted in.
-- The demo players, seeded before registration asked, have none of them.
ALTER TABLE account_player ADD COLUMN birth_date date;
ALTER TABLE account_player ADD COLUMN terms_accepted_at timestamptz;
ALTER TABLE account_player ADD COLUMN privacy_accepted_at timestamptz;
ALTER TABLE account_player ADD COLUMN marketing_consent boolean NOT NULL DEFAULT false;
