-- The affiliate who referred the player (the submitted coupon's `refId`, first document 3.3), kept with each coupon
-- for the operator's affiliate reports; null when none did.
ALTER TABLE sports_coupon ADD COLUMN ref_id text;
