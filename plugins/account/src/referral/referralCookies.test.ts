import { describe, expect, it, vi } from 'vitest';
import { referralCookiesFor } from './referralCookies.ts';

const DAY = 86_400;
const cookiesOf = (query: string) =>
  Object.fromEntries(referralCookiesFor(new URLSearchParams(query)).map((cookie) => [cookie.name, [cookie.value, cookie.maxAgeSeconds]]));

describe('referral capture (second document, sections 3 and 9)', () => {
  it.each([
    ['ref=abc', { refererid: ['abc', 60 * DAY] }],
    ['bf=77', { refererid: ['77', 1 * DAY] }],
    ['ref=abc&bf=77', { refererid: ['abc', 60 * DAY] }],
    ['tag=t1', { reflinkid: ['t1', 3600] }],
    ['tag=t1&affid=9', { reflinkid: ['t1', 60 * DAY], ref_partner_id: ['9', 60 * DAY], postback_watcher: ['0', 4] }],
    ['btag=b1&ref=r', { refererid: ['r', 60 * DAY], reflinkid: ['b1', 60 * DAY] }],
    ['qtag=q1&click_id=c', { reflinkid: ['q1', 60 * DAY], ref_partner_id: ['c', 30 * DAY], postback_watcher: ['0', 4] }],
    ['aip=a1&pb=1', { ref_partner_id: ['a1', 30 * DAY], postback_watcher: ['1', 30 * DAY] }],
    ['affid=9', { ref_partner_id: ['9', DAY], postback_watcher: ['0', 4] }],
    ['subid=s-1', { subid: ['s-1', 60 * DAY] }],
    ['utm_source=mail&tag=t', { reflinkid: ['t', 3600], referral_values: ['{"type":"utm_source","val":"mail","additional":"t"}', DAY] }],
    ['bwpromocode=WELCOME', { referral_values: ['{"type":"bwpromocode","val":"WELCOME","additional":null}', DAY] }],
    ['lang=en&page=2', {}],
  ])('%s', (query, expected) => {
    expect(cookiesOf(query)).toEqual(expected);
  });

  it('drops values that could inject cookie attributes, and reports them', () => {
    const rejected = vi.fn();
    const cookies = referralCookiesFor(new URLSearchParams('ref=a;%20Domain=evil.example&subid=ok'), rejected);
    expect(cookies.map((cookie) => cookie.name)).toEqual(['subid']);
    expect(rejected).toHaveBeenCalledWith('ref');
  });
});
