-- Toto tickets: one row per ticket, written once its cost is taken. The wallet takes a reference once (the
-- ticket's request and content), and the row is unique by request: a retry pays a ticket once, and an attempt whose
-- row cannot be written (a failed insert, a twin of other content first) is paid back under its refund reference.
CREATE TABLE casino_toto_ticket (
  ticket_id bigserial PRIMARY KEY,
  wallet_key text NOT NULL,
  -- The client's id of the attempt: the same one again answers this ticket.
  request_id text NOT NULL,
  -- A key of what the ticket holds (pool, picks, line stake): the request id again with other content is refused,
  -- and the wallet's references carry it, so such a twin never passes for this ticket's payment.
  content_key text NOT NULL,
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
  -- Set together once the pool's results are in: the results, what the ticket won (entered into the account under
  -- the ticket's payout reference before this row is marked), and when.
  results jsonb,
  payout_minor bigint CHECK (payout_minor >= 0),
  settled_at bigint,
  CHECK ((results IS NULL) = (settled_at IS NULL) AND (results IS NULL) = (payout_minor IS NULL)),
  UNIQUE (wallet_key, request_id)
);

CREATE INDEX casino_toto_ticket_wallet ON casino_toto_ticket (wallet_key, placed_at DESC);
-- A wallet's tickets still to settle: read on every read of the wallet.
CREATE INDEX casino_toto_ticket_open ON casino_toto_ticket (wallet_key, closes_at) WHERE settled_at IS NULL;
