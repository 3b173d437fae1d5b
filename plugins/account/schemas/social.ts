import type { FromSchema } from 'json-schema-to-ts';

/**
 * The social networks a player may sign in with (second document 9 counts sixteen and does not name them). The
 * reference platform offers three, all through its demo identity provider (`id.localhost`), which stands in for each;
 * a domain lists the ones it shows in the `socialSignIn` config group's `networks`.
 */
export const SOCIAL_NETWORKS = ['google', 'apple', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The `socialSignIn` config group (ours: the spec says one-tap is offered "when enabled" and does not show by what):
 * `oneTap` offers the identity provider's one-tap to signed-out visitors (first document 6), `networks` lists the
 * social networks the login and registration forms offer, in this order. Absent, neither is offered; the platform
 * refuses what its domain does not offer. A group of its own, read off the first route (the `account` group's
 * validator is in the boot bundle).
 */
export const SOCIAL_SIGN_IN_GROUP = 'socialSignIn';
export const socialSignInConfigSchema = {
  $id: 'socialSignInConfig',
  type: 'object',
  properties: {
    oneTap: { type: 'boolean' },
    networks: { type: 'array', maxItems: 16, items: { enum: SOCIAL_NETWORKS } },
  },
} as const;
export type SocialSignInConfig = FromSchema<typeof socialSignInConfigSchema>;

/**
 * `GET /social-api/oauth/google-one-tap/clientId` (first document 7). Ours, not shown in the spec: `scriptUrl`, the
 * identity script the page loads on demand (the provider's; a real Google client loads accounts.google.com's).
 */
export const oneTapClientReplySchema = {
  $id: 'oneTapClientReply',
  type: 'object',
  required: ['clientId', 'scriptUrl'],
  properties: {
    clientId: { type: 'string', minLength: 1 },
    scriptUrl: { type: 'string', pattern: '^https?://' },
  },
} as const;

/**
 * `POST /social-api/oauth/google-one-tap` (first document 7): the browser goes to `redirectUrl`. Ours: it is always a
 * path of the site, the sign-in page with a one-time ticket in its fragment.
 */
export const oneTapReplySchema = {
  $id: 'oneTapReply',
  type: 'object',
  required: ['redirectUrl'],
  properties: { redirectUrl: { type: 'string', pattern: '^/(?![/\\\\])[^\\s]*$' } },
} as const;

/**
 * `POST /web-api/auth/social` with the ticket of a verified identity (ours: the spec does not show the social login's
 * path). A player the identity belongs to is signed in (`user_id`, and the session cookie); an identity no player has
 * yet answers `registration_required` with what the provider told of it, and the same ticket then registers (soc_reg).
 */
export const socialSignInReplySchema = {
  $id: 'socialSignInReply',
  oneOf: [
    {
      type: 'object',
      required: ['success', 'user_id'],
      properties: { success: { const: true }, user_id: { type: 'string', minLength: 1 } },
    },
    {
      type: 'object',
      required: ['success', 'response_type', 'network', 'email', 'name'],
      properties: {
        success: { const: true },
        response_type: { const: 'registration_required' },
        network: { enum: SOCIAL_NETWORKS },
        email: { type: 'string' },
        name: { type: 'string' },
        /** The currency the one-tap call asked for, to preselect. */
        currencyId: { type: 'integer' },
      },
    },
  ],
} as const;

export type OneTapClientReply = FromSchema<typeof oneTapClientReplySchema>;
export type OneTapReply = FromSchema<typeof oneTapReplySchema>;
export type SocialSignInReply = FromSchema<typeof socialSignInReplySchema>;
