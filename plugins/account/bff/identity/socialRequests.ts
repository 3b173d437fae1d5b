import type { FromSchema } from 'json-schema-to-ts';
import { DECLARATIONS, declarationProperties } from '../accountRequests.ts';
import { CURRENCIES } from '../wallets.ts';

const secret = { type: 'string', minLength: 1, maxLength: 256 } as const;

/**
 * `POST /social-api/oauth/google-one-tap`, a multipart form (first document 7): the provider's credential, the page's
 * language, the currency and the country the visitor would register with. A form's fields are text: the ids are
 * whole numbers written out.
 */
export const oneTapBodySchema = {
  type: 'object',
  required: ['credential', 'language'],
  additionalProperties: false,
  properties: {
    credential: { type: 'string', minLength: 1, maxLength: 4096 },
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    currencyId: { enum: CURRENCIES.map((currency) => String(currency.id)) },
    countryId: { type: 'string', pattern: '^[0-9]{1,6}$' },
  },
} as const;
export type OneTapBody = FromSchema<typeof oneTapBodySchema>;

/** `POST /web-api/auth/social`: the ticket of a verified identity, from the sign-in page's address. */
export const socialTicketBodySchema = { type: 'object', required: ['ticket'], additionalProperties: false, properties: { ticket: secret } } as const;

/**
 * `POST /web-api/auth/registration/social` (soc_reg): the ticket, and what every registration declares but the
 * e-mail and password (the network vouched for the address; the player signs in with the network).
 */
export const socialRegistrationBodySchema = {
  type: 'object',
  required: ['type', 'ticket', ...DECLARATIONS],
  additionalProperties: false,
  properties: { type: { const: 'soc_reg' }, ticket: secret, ...declarationProperties },
} as const;
