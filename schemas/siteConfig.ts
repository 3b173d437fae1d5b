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
        snowfall: {
          type: 'boolean',
          description: "Shows the 40-flake snowfall in the home page's hero. A domain file may give it a season (`snowfallSeason`, schema domainConfig): the BFF then serves `true` only during it.",
        },
        hero: {
          type: 'object',
          properties: {
            texts: {
              type: 'object',
              additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
              description:
                "Language code -> the hero's words in it: `title` (without one, no hero), `text` (a line under it), `callToAction` (the link's label). The visitor's language, else the domain's default. Only checked to be texts: each field the schema names is code in the kernel's site-config validator, on every first route.",
            },
            callToActionRoute: {
              type: 'string',
              description: "The name of the route the call to action leads to (its path follows the domain's overrides); no link when the domain does not serve it.",
            },
          },
          description: "The home page's hero, in the brand's own words (the kernel has none): drawn in the first HTML and at the first render from this config, so it needs no plugin bundle. Absent: no hero.",
        },
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
        notify_started_at: { type: 'integer', description: 'Unix seconds: from when pages announce the maintenance (at once when absent).' },
        notify_ended_at: {
          type: 'integer',
          description: 'Unix seconds: until when pages announce it. Without it there is no advance notice; the notice also ends when the maintenance turns on.',
        },
        web_state: {
          type: 'integer',
          description: 'Not shown in the spec; ours: 0 keeps the web site from announcing the maintenance (other apps may still do), any other value or none lets it.',
        },
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
      description: "Not shown in the spec beyond the names; ours: with both true, times show on a 12-hour clock until the player picks a clock.",
      properties: {
        geo_with_twelve_format: { type: 'boolean', description: "Whether the visitor's geo writes times on a 12-hour clock: a fact of the visit, which the BFF answers per request from the geo country (bff/servedConfig.ts)." },
        has_twelve_h_by_geo: { type: 'boolean', description: "The operator's switch: the domain's default clock follows the visitor's geo." },
      },
    },
  },
} as const;

export type SiteConfig = FromSchema<typeof siteConfigSchema>;
/** The hero's words in one language (site.hero.texts). */
export interface HeroWords {
  title: string;
  text?: string;
  callToAction?: string;
}

/** The hero's words in `lang`, else in the domain's default language; null without a hero (or without a title in either). */
export function heroWordsIn(config: SiteConfig | null | undefined, lang: string): HeroWords | null {
  const texts = config?.site.hero?.texts;
  const words = texts && (texts[lang] ?? texts[config.lng.default]);
  return words?.title ? { ...words, title: words.title } : null;
}

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
