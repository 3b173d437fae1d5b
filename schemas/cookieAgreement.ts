import type { FromSchema } from 'json-schema-to-ts';

/**
 * Body of `POST /bff-api/cookie-agreements` (the agreement log call: the spec names it and `cookiesAgreeTime`, not its
 * path or shape): a visitor answered the cookie notice, at `cookiesAgreeTime` (Unix seconds, the page's clock), with
 * these choices, on the page of host name `domain`. The operator keeps it as the proof of consent a regulator asks
 * for; it names no visitor. The BFF answers 204, 400 for a body that does not match, and 429 over its per-client rate.
 */
export const cookieAgreementSchema = {
  $id: 'cookieAgreement',
  type: 'object',
  required: ['cookiesAgreeTime', 'functional', 'marketing', 'domain'],
  additionalProperties: false,
  properties: {
    cookiesAgreeTime: { type: 'integer', minimum: 0, maximum: 1e11 },
    functional: { type: 'boolean' },
    marketing: { type: 'boolean' },
    domain: { type: 'string', maxLength: 253, pattern: '^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\\[[0-9a-f:.]+\\])$' },
  },
} as const;
export type CookieAgreement = FromSchema<typeof cookieAgreementSchema>;
