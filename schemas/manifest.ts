import type { FromSchema } from 'json-schema-to-ts';

const layouts = ['default', 'empty', 'maintenance', 'thirdParty', 'headless', 'blocked'] as const;

/** Where the shell shows a navigation item: the header's main navigation, the bottom bar on phones, the footer. */
const navigationPlacements = ['header', 'bottomBar', 'footer'] as const;

/**
 * A link the shell shows for a plugin (plugin.json `navigation`, carried in the feed so that a plugin activated by
 * its routes has its links before its code is loaded). Shown only while the domain has the route.
 */
const navigationItemSchema = {
  type: 'object',
  required: ['route', 'labels', 'order'],
  additionalProperties: false,
  properties: {
    route: { type: 'string', description: 'Name of one of the plugin\'s own routes (routes.json).' },
    labels: {
      type: 'object',
      required: ['en'],
      properties: { en: { type: 'string' } },
      additionalProperties: { type: 'string' },
      description: 'Language -> label. The plugin\'s dictionary is not loaded before its first route, so the labels travel with the feed; a language without one falls back to `en`.',
    },
    icon: {
      type: 'string',
      pattern: '^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]{1,600}$',
      description: 'The item\'s icon as SVG path data on a 24x24 grid, stroked in the text colour (the plugin draws its own icons; the kernel has none of a product\'s). Shown in the bottom bar; a plain dot when absent.',
    },
    order: { type: 'number', description: 'Items of every plugin are sorted by it, within each placement (the kernel\'s home item is 0).' },
    placement: {
      type: 'array',
      items: { enum: navigationPlacements },
      description: 'Where the item is shown; default ["header", "bottomBar"]. Kept lean on purpose: this validator is on every visit\'s critical path.',
    },
  },
} as const;

/** A same-origin path (`/plugins/…`) or an absolute URL on an asset origin (`https://cdn.example/plugins/…`). */
const BUNDLE_URL_PATTERN = '^(/[^/]|https?://[^/?#]+/)';

/**
 * One plugin of the feed. `url` is the plugin's System bundle: a same-origin path, or an absolute http(s) URL on the
 * domain's asset origin (a CDN, the domain file's `assetOrigin`); `integrity` is mandatory (sha384, base64, as in
 * Subresource Integrity) and the kernel refuses to run a bundle without a valid one, wherever it comes from.
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
    url: { type: 'string', pattern: BUNDLE_URL_PATTERN },
    integrity: { type: 'string', pattern: '^sha384-[A-Za-z0-9+/]{64}$' },
    hostApi: { type: 'string', minLength: 1 },
    activation: {
      enum: ['boot', 'route', 'session', 'deferred'],
      description: '`boot`: at start; `route`: at the first visit to one of its routes; `session`: once someone is signed in (at start for a signed-in visitor, before the first navigation), for what only players need, so a visitor never loads it; `deferred`: `deferral.afterMs` after start (without a `deferral`, as soon as the boot plugins are under way), or at once on a call named in `deferral.activatingCalls`, for what must not weigh on the first paint.',
    },
    deferral: {
      type: 'object',
      required: ['afterMs'],
      additionalProperties: false,
      properties: {
        afterMs: { type: 'integer', minimum: 0 },
        activatingCalls: { type: 'array', items: { type: 'string' } },
      },
      description: 'When a `deferred` plugin activates (plugin.json `deferral`). Until then the kernel stands in for the services it provides: every call returns nothing at once and is kept (the last 200), then handed to the real service on activation, in order. So a deferred plugin may only provide services whose methods return nothing (fire-and-forget, like tracking).',
    },
    configGroups: { type: 'array', items: { type: 'string' } },
    inHeader: {
      type: 'boolean',
      description: 'The plugin draws part of the header (plugin.json `inHeader`): it is the spec\'s header remote app, whose load is retried 5 times, 1000 ms after each failure (first document, section 8). The spec does not say whether the 1000 ms is a wait or a per-try limit; a wait is chosen, so that a slow but working fetch is never cut off. Other plugins: 3 retries, 1 s doubling.',
    },
    provides: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' },
      description: 'Ids of the services the plugin provides (plugin.json `provides`): the kernel activates a provider before the plugins that require its services.',
    },
    gamblingAreas: {
      type: 'array',
      items: { type: 'string' },
      description: 'The gambling areas the plugin offers (plugin.json `gamblingAreas`): areas where money is staked, which the limits service opens or closes per player (`GamblingArea` of plugins/limits/contract/).',
    },
    navigation: {
      type: 'array',
      items: navigationItemSchema,
      description: 'The plugin\'s links in the header, the bottom bar and the footer (plugin.json `navigation`), known to the kernel without loading the plugin.',
    },
    css: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url', 'integrity'],
        additionalProperties: false,
        properties: {
          url: { type: 'string', pattern: BUNDLE_URL_PATTERN },
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
    maintenanceExempt: { type: 'boolean', description: 'Reachable while maintenance is on (access rule 2), as the e-mail verification page is.' },
    role: {
      type: 'string',
      pattern: '^[a-z][a-zA-Z0-9]*$',
      description:
        'A part the route plays that the kernel (or another plugin) links to without knowing the route\'s name: `cookiesPolicy` (the cookie notice), `homeCallToAction` (the home page\'s call to action), `downloadBannerLink` (the download banner on phones). The first route with a role wins.',
    },
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

export type PluginFeedEntry = Omit<FromSchema<typeof pluginFeedEntrySchema>, 'navigation'> & { navigation?: NavigationItem[] };
export type RouteEntry = FromSchema<typeof routeEntrySchema>;
export type Layout = (typeof layouts)[number];
/** (FromSchema cannot express `labels`' string values beside `en`.) */
export type NavigationItem = Omit<FromSchema<typeof navigationItemSchema>, 'labels'> & { labels: { en: string; [language: string]: string } };
export type NavigationPlacement = (typeof navigationPlacements)[number];
export type Manifest = { version: string; plugins: PluginFeedEntry[]; routes: RouteEntry[] };
export const layoutNames = layouts;
