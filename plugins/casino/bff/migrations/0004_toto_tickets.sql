-- Toto tickets: one row per ticket, written once its cost is taken. The wallet takes a reference once (the
-- ticket's request), and the row is unique by request, so a retry or a crash in between pays a ticket once.
CREATE TABLE casino_toto_ticket (
  ticket_id bigserial PRIMARY KEY,
  wallet_key text NOT NULL,
  -- The client's id of the attempt: the same one again answers this ticket.
  request_id text NOT NULL,
  -- BffContext.realmOf of the call and the player, whose wagering and loss limits counted the cost.
  realm text NOT NULL,
  user_id text NOT NULL,
  account_id text NOT NULL,
  -- The pool's id names its section, kind and closing time; its name is made from it in the reader's language.
  pool_id text NOT NULL,
  closes_at bigint NOT NULL,
  -- For each of the pool's events in order, the outcomes picked ('1', 'x', '2').
  picks jsonb NOT NULL,
  lines integer NOT NULL CHECK (lines BETWEEN 1 AND 1024),
  line_stake_minor bigint NOT NULL CHECK (line_stake_minor > 0),
  cost_minor bigint NOT NULL CHECK (cost_minor = lines * line_stake_minor),
  currency text NOT NULL,
  placed_at bigint NOT NULL,
  UNIQUE (wallet_key, request_id)
);

CREATE INDEX casino_toto_ticket_wallet ON casino_toto_ticket (wallet_key, placed_at DESC);
