/**
 * The referral cookie that names the affiliate who referred the visitor (second document 9: `ref` or a bring-a-friend
 * id), which the account plugin writes and a placed coupon carries as its `refId` (first document 3.3).
 */
export const REFERRER_COOKIE = 'refererid';

/** What a referral value may be: the characters partners' links use; anything else is dropped, never written or sent. */
export const REFERRAL_VALUE_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;
