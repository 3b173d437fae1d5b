/**
 * The query parameters that carry referral tags (second document, section 7). Apart from the other referral
 * constants: every visit checks its landing URL for them, and only a URL that carries one needs the rest.
 */
export const REFERRAL_QUERY_TAGS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'bwpromocode', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid'] as const;
