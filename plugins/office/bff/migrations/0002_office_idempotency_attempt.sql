-- Which run of a money call this is: a run taking over a claim whose first run failed or stopped counts one more, so
-- that what the earlier runs left undone (a withdrawal's hold on the wallet without its payment) is undone by
-- reference, and this run's own entries have references of their own.
ALTER TABLE office_idempotency ADD COLUMN attempt integer NOT NULL DEFAULT 1;
