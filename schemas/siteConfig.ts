import type { FromSchema } from 'json-schema-to-ts';

const languageCode = { type: 'string', pattern: '^[a-z]{2}$' } as const;

/**
 * The site config served by `GET /bff-api/config/all.json?lang=`: one object per config group, keyed by group id.
 * The spec names the groups' flags but not the document's shape; we chose one object per group so that
 * `GET /bff-api/config/group/get?groups=a,b` can return the same objects for a plugin's own groups.
 * The kernel validates only the groups it reads (site, lng, maintenance, features, brandbook, customize);
 * every other group belongs to a plugin, which validates it with its own schema.
 */
export const siteConfigSchema = {
  $id: 'siteConfig',
  type: 'object',
  required: ['site', 'lng', 'maintenance', 'features'],
  properties: {
    site: {
      type: 'object',
      description: 'Flags of the site itself. notFoundUrls is the spec\'s "site-config list of 404 URLs" (paths without the language prefix).',
      required: ['companyName', 'notFoundUrls'],
      properties: {
        companyName: { type: 'string', minLength: 1 },
        refId: { type: 'integer' },
        groupId: { type: 'integer' },
        isVip: { type: 'boolean', description: 'A VIP domain: registration is not offered there (access rule 13).' },
        geoCurrency: {
          type: 'string',
          pattern: '^[A-Z]{3}$',
          description: "ISO code of the currency of the visitor's geo (the config call carries the geo country): the displayed currency when no account is active.",
        },
        pwa: { type: 'boolean' },
        pwaThemeColor: { type: 'string' },
        isShowRegistrationWidget: { type: 'boolean' },
        isRegistrationButtonDisabled: { type: 'boolean' },
        isAvailableConfirmTerms: { type: 'boolean' },
        show_one_click: { type: 'boolean' },
        snowfall: { type: 'boolean', description: 'Shows the 40-flake snowfall on the home page.' },
        downloadAppsBanner: { type: 'boolean' },
        cookieNotice: { type: 'boolean' },
        notFoundUrls: { type: 'array', items: { type: 'string', pattern: '^/' } },
      },
    },
    lng: {
      type: 'object',
      required: ['default', 'available'],
      properties: {
        default: languageCode,
        available: { type: 'array', minItems: 1, items: languageCode },
        langHiddenUnauthorized: { type: 'array', items: languageCode },
      },
    },
    maintenance: {
      type: 'object',
      required: ['isActive'],
      properties: {
        isActive: { type: 'boolean' },
        started_at: { type: 'integer', description: 'Unix seconds.' },
        ended_at: { type: 'integer', description: 'Unix seconds.' },
        notify_started_at: { type: 'integer' },
        notify_ended_at: { type: 'integer' },
        web_state: { type: 'integer' },
      },
    },
    features: {
      type: 'object',
      description: 'Feature keys switched on for this domain; a route whose required feature is not true answers 404.',
      additionalProperties: { type: 'boolean' },
    },
    brandbook: {
      type: 'array',
      description: 'Partner CSS brand-book: custom properties applied to the document root; px values become em (divided by 16).',
      items: {
        type: 'object',
        required: ['css_prop', 'css_value'],
        properties: {
          css_prop: { type: 'string', pattern: '^--[a-zA-Z0-9-]+$' },
          css_value: { type: 'string', maxLength: 200 },
        },
      },
    },
    customize: {
      type: 'object',
      properties: {
        geo_with_twelve_format: { type: 'boolean' },
        has_twelve_h_by_geo: { type: 'boolean' },
      },
    },
  },
} as const;

export type SiteConfig = FromSchema<typeof siteConfigSchema>;
export type ConfigGroups = Record<string, unknown>;

/**
 * Reply of `GET /bff-api/config/group/get?groups=a,b&lang=xx`: `data` holds each requested group that exists.
 */
export const configGroupReplySchema = {
  $id: 'configGroupReply',
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', additionalProperties: { type: 'object' } },
  },
} as const;

export type ConfigGroupReply = FromSchema<typeof configGroupReplySchema>;
