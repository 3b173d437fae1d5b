-- A deposit is counted under its payment's reference, once: a payment settled again (a retry, another server, a
-- server that stopped between paying it in and counting it) does not count twice. Rows counted before have none.
ALTER TABLE limits_deposit ADD COLUMN reference text;
CREATE UNIQUE INDEX limits_deposit_reference ON limits_deposit (realm, user_id, reference) WHERE reference IS NOT NULL;
