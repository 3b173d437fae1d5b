import type { FromSchema } from 'json-schema-to-ts';

const layouts = ['default', 'empty', 'maintenance', 'thirdParty', 'headless', 'blocked'] as const;

/**
 * One plugin of the feed. `url` is a same-origin path to the plugin's System bundle; `integrity` is mandatory
 * (sha384, base64, as in Subresource Integrity) and the kernel refuses to run a bundle without a valid one.
 * `css` lists the stylesheets the plugin brings, each integrity-checked too.
 */
export const pluginFeedEntrySchema = {
  $id: 'pluginFeedEntry',
  type: 'object',
  required: ['id', 'version', 'url', 'integrity', 'hostApi', 'activation'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$' },
    url: { type: 'string', pattern: '^/[^/]' },
    integrity: { type: 'string', pattern: '^sha384-[A-Za-z0-9+/]{64}$' },
    hostApi: { type: 'string', minLength: 1 },
    activation: { enum: ['boot', 'route'] },
    configGroups: { type: 'array', items: { type: 'string' } },
    css: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url', 'integrity'],
        additionalProperties: false,
        properties: {
          url: { type: 'string', pattern: '^/[^/]' },
          integrity: { type: 'string', pattern: '^sha384-[A-Za-z0-9+/]{64}$' },
        },
      },
    },
  },
} as const;

/**
 * One route. `path` is a react-router pattern without the language prefix (`information/rules/:ruleGroup?`).
 * A route with `redirect` is a legacy path: it renders nothing and sends the visitor to the redirect pattern,
 * with the same parameters.
 */
export const routeEntrySchema = {
  $id: 'routeEntry',
  type: 'object',
  required: ['name', 'plugin', 'path'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    plugin: { type: 'string' },
    path: { type: 'string', pattern: '^[^/]|^$' },
    page: { type: 'string' },
    redirect: { type: 'string' },
    layout: { enum: layouts },
    feature: { type: 'string', description: 'Required feature key of the site config group `features`.' },
    requiresAuth: { type: 'boolean' },
    guestOnly: { type: 'boolean' },
    allowedForBanned: { type: 'boolean' },
    hideHeader: { type: 'boolean' },
    hideFooter: { type: 'boolean' },
  },
} as const;

/**
 * The route manifest of a domain (`GET /bff-api/manifest.json`): the union of the enabled plugins' routes.json
 * with the domain's overrides applied by the server. Entries are validated one by one, so one malformed entry
 * disables only the plugin that owns it.
 */
export const manifestSchema = {
  $id: 'manifest',
  type: 'object',
  required: ['version', 'plugins', 'routes'],
  properties: {
    version: { type: 'string' },
    plugins: { type: 'array', items: { type: 'object' } },
    routes: { type: 'array', items: { type: 'object' } },
  },
} as const;

export type PluginFeedEntry = FromSchema<typeof pluginFeedEntrySchema>;
export type RouteEntry = FromSchema<typeof routeEntrySchema>;
export type Layout = (typeof layouts)[number];
export type Manifest = { version: string; plugins: PluginFeedEntry[]; routes: RouteEntry[] };
export const layoutNames = layouts;
