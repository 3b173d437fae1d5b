-- The transfer-user modal (first document 2.10): the operator moves a player's account to its site licensed for the
-- player's country. Whether a player must move is the player's own state, and so is the agreement: kept on the player,
-- not the session, so that it holds in every session and on every server.

-- The player must agree to move their account (the user config's `isRequiredTransfer` while not agreed).
ALTER TABLE account_player ADD COLUMN transfer_required boolean NOT NULL DEFAULT false;
-- When the player agreed; null until then.
ALTER TABLE account_player ADD COLUMN transfer_agreed_at timestamptz;
