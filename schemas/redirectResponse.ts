import type { FromSchema } from 'json-schema-to-ts';

/**
 * Reply of `POST /redirects-api/api/v1/redirect-light` (body: `url`), the redirect response of the first document
 * (3.8: redirect, code, url, reasons, breadcrumbs; their meanings are ours). `redirect` true: go to `url` with the
 * HTTP status `code`; `url` is an address of the same site (`/en/promotions?x=1`, the asked address's query kept) or
 * an absolute http(s) URL. `reasons`: why, in the operator's words (each rule's reason), or `cyclic` when the rules
 * lead back to an address already passed, which is then not redirected. `breadcrumbs`: the addresses passed through,
 * from the one asked to the last before `url` (one for a single rule).
 */
export const redirectResponseSchema = {
  $id: 'redirectResponse',
  type: 'object',
  required: ['redirect', 'reasons', 'breadcrumbs'],
  properties: {
    redirect: { type: 'boolean' },
    code: { enum: [301, 302, 307, 308] },
    url: { type: 'string', maxLength: 2000 },
    reasons: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
    breadcrumbs: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 2000 } },
  },
} as const;

export type RedirectResponse = FromSchema<typeof redirectResponseSchema>;
