import { REFERRAL_VALUE_PATTERN, REFERRER_COOKIE } from '../../contract/referral.ts';
import { REFERRAL_LIFETIME_S } from './referralConstants.ts';
import { REFERRAL_QUERY_TAGS } from './referralQueryTags.ts';

export interface ReferralCookie {
  name: typeof REFERRER_COOKIE | 'referral_values' | 'ref_partner_id' | 'reflinkid' | 'postback_watcher' | 'subid';
  value: string;
  maxAgeSeconds: number;
}

type Tag = (typeof REFERRAL_QUERY_TAGS)[number];

/**
 * The referral cookies a landing URL sets. The spec lists the tags, the cookies and their lifetimes but not which
 * tag feeds which cookie; this is our reading of it:
 * - `ref` -> refererid (60 days); `bf` (a bring-a-friend id) -> refererid for 1 day when there is no `ref`.
 * - `tag` / `btag` / `qtag` (first present) -> reflinkid: 60 days when the link also names a partner (`affid`,
 *   `click_id`, `aip` or `ref`), 1 hour when the tag comes alone.
 * - `click_id` or `aip` -> ref_partner_id for 30 days; `affid` -> ref_partner_id for 60 days with a tag, else the
 *   default day.
 * - postback_watcher = the `pb` value for 30 days when `pb` is given, else `0` for 4 seconds, whenever a partner id
 *   is captured.
 * - `subid` -> subid (60 days).
 * - `utm_source` and `bwpromocode` -> referral_values, a JSON `{ type, val, additional }` for the default day.
 * Values outside REFERRAL_VALUE_PATTERN are dropped (and reported), so nothing can inject cookie attributes.
 */
export function referralCookiesFor(query: URLSearchParams, reportRejected: (tag: string) => void = () => undefined): ReferralCookie[] {
  const tags = new Map<Tag, string>();
  for (const tag of REFERRAL_QUERY_TAGS) {
    const value = query.get(tag);
    if (value === null) continue;
    if (REFERRAL_VALUE_PATTERN.test(value)) tags.set(tag, value);
    else reportRejected(tag);
  }
  const cookies: ReferralCookie[] = [];
  const add = (name: ReferralCookie['name'], value: string, maxAgeSeconds: number) => cookies.push({ name, value, maxAgeSeconds });

  const ref = tags.get('ref');
  const bringFriend = tags.get('bf');
  if (ref) add(REFERRER_COOKIE, ref, REFERRAL_LIFETIME_S.refererid);
  else if (bringFriend) add(REFERRER_COOKIE, bringFriend, REFERRAL_LIFETIME_S.bringFriendId);

  const linkTag = tags.get('tag') ?? tags.get('btag') ?? tags.get('qtag');
  const affid = tags.get('affid');
  const clickOrAip = tags.get('click_id') ?? tags.get('aip');
  const namesPartner = Boolean(affid || clickOrAip || ref);
  if (linkTag) add('reflinkid', linkTag, namesPartner ? REFERRAL_LIFETIME_S.reflinkidFromTag : REFERRAL_LIFETIME_S.reflinkidAlone);

  if (clickOrAip) add('ref_partner_id', clickOrAip, REFERRAL_LIFETIME_S.partnerFromClickOrAip);
  else if (affid) add('ref_partner_id', affid, linkTag ? REFERRAL_LIFETIME_S.partnerFromAffidWithTag : REFERRAL_LIFETIME_S.default);
  if (clickOrAip || affid) {
    const postback = tags.get('pb');
    add('postback_watcher', postback ?? '0', postback ? REFERRAL_LIFETIME_S.postbackWatcherWithFlag : REFERRAL_LIFETIME_S.postbackWatcherWithoutFlag);
  }

  const subid = tags.get('subid');
  if (subid) add('subid', subid, REFERRAL_LIFETIME_S.subid);

  for (const type of ['utm_source', 'bwpromocode'] as const) {
    const value = tags.get(type);
    if (!value) continue;
    add('referral_values', JSON.stringify({ type, val: value, additional: linkTag ?? null }), REFERRAL_LIFETIME_S.default);
    break;
  }
  return cookies;
}
