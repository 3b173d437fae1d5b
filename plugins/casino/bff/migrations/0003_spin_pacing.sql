-- Casino game pacing (the jurisdiction profile's casinoPacing): when each player's last spin started, so that every
-- server refuses a spin started too soon after it; and each launch's net position (wins less stakes) shown in play.

-- One row per player ('user:<id>' for real play, whichever launch; 'launch:<token hash>' for a demo), per realm. A
-- spin claims its row with one conditional upsert, so of two spins at once (on any servers) the second is refused.
CREATE TABLE casino_spin_pace (
  realm text NOT NULL,
  player_key text NOT NULL,
  last_spin_at timestamptz NOT NULL,
  PRIMARY KEY (realm, player_key)
);

-- Rows older than the longest interval a profile may set (60 s) are deleted by the next claim: this index keeps that short.
CREATE INDEX casino_spin_pace_age ON casino_spin_pace (last_spin_at);

ALTER TABLE casino_launch ADD COLUMN net_minor bigint NOT NULL DEFAULT 0;
