const routeName = { type: 'string', minLength: 1 } as const;
/** An origin and nothing else: scheme, host name or [IPv6], optional port; no path, not even `/`. */
export const ASSET_ORIGIN_PATTERN = '^https?://([a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\\[[0-9a-f:.]+\\])(:[0-9]{1,5})?$';
/** A published build of a plugin: the name of its folder, `<plugin.json version>-<8 hex>` (bff/pluginVersions.ts). */
export const buildVersionSchema = { type: 'string', pattern: '^[0-9A-Za-z.+-]+-[0-9a-f]{8}$' } as const;

/**
 * An operator's domain file, `bff/domains/<name>.json`: which plugins run on the domain, its route overrides, its
 * block reason and its site config groups. The reference BFF validates each file against this schema at start and on
 * every change (and `npm run operator -- check` does the same); an invalid file is refused and the domain keeps its
 * last valid version. Checks a schema cannot express are the validator's (`bff/domainFileValidator.ts`): `name` is the
 * file's name, a host belongs to one domain, every plugin id names a plugin that exists (a plugin not built yet cannot
 * be listed, not even switched off, so a typo is never silently ignored), a pinned or rolled-out version is a published
 * build of its plugin, a rollout has a pin for the other visitors, every route name names a route of a known plugin, no path override lands on the path of another route of the domain, and every upstream's prefix is one a plugin declares.
 */
export const domainConfigSchema = {
  $id: 'domainConfig',
  type: 'object',
  required: ['name', 'hosts', 'plugins', 'routesOff', 'pathOverrides', 'blockReason', 'config'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The file\'s name without `.json`.' },
    description: { type: 'string', description: 'What the domain shows, for operators (`npm run operator -- list`).' },
    jurisdiction: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description:
        'The jurisdiction profile the domain runs under, a file of bff/jurisdictions/ (`ukgc`, `mga`, `se`, `de`, `nl`); absent: `none`, the specification\'s rules. The BFF serves its values as the `jurisdiction` config group (which the file itself may not set), and the server enforces them.',
    },
    hosts: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$' },
      description: 'Host names (no port) the domain answers; a host no domain lists gets the `demo` domain.',
    },
    plugins: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' },
      additionalProperties: {
        type: 'object',
        required: ['enabled'],
        additionalProperties: false,
        properties: {
          enabled: { type: 'boolean' },
          activation: {
            enum: ['boot', 'route', 'session', 'deferred'],
            description:
              "When the plugin activates on this domain, in place of its plugin.json `activation` (a casino brand starts the casino at boot, so that its home sections show on the home page). Absent: the plugin's own.",
          },
          version: {
            ...buildVersionSchema,
            description: 'The build the domain serves (`<version>-<hash>`, a folder of dist/plugins/<id>/); absent: the latest published build.',
          },
          rollout: {
            type: 'object',
            required: ['version', 'percent'],
            additionalProperties: false,
            properties: {
              version: buildVersionSchema,
              percent: { type: 'integer', minimum: 0, maximum: 100 },
            },
            description: 'Another build served to `percent` % of the visitors (by their rollout bucket cookie); the others keep `version`.',
          },
        },
      },
      description: 'Plugin id -> whether the domain runs it, the build it pins and the build it rolls out.',
    },
    routesOff: { type: 'array', items: routeName, description: 'Names of plugin routes switched off on this domain.' },
    pathOverrides: {
      type: 'object',
      additionalProperties: { type: 'string', pattern: '^[^/]([^?#]*[^/?#])?$' },
      description: 'Route name -> its path on this domain, without the language prefix and without a leading or trailing slash.',
    },
    routeFlags: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          requiresAuth: { type: 'boolean' },
          guestOnly: { type: 'boolean' },
          allowedForBanned: { type: 'boolean' },
        },
      },
      description: 'Route name -> access flags set on this domain (the payment page requiring sign-in where the operator wants it).',
    },
    blockReason: {
      type: ['integer', 'null'],
      minimum: 1,
      description: 'The block reason the block service answers every visitor (its templateTypeId), or null.',
    },
    redirects: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['from', 'to'],
        additionalProperties: false,
        properties: {
          from: { type: 'string', pattern: '^/[^?#]*$', maxLength: 500, description: 'A path after the language, `/promo/summer` (in every language of the domain).' },
          to: {
            type: 'string',
            pattern: '^(/[^?#]*|https?://[^\\s]+)$',
            maxLength: 2000,
            description:
              'A path after the language, without a query (the visitor\'s language is put before it, the asked address\'s query after it), or an absolute http(s) URL, which the first HTML is redirected to as it is (the pages follow only the site\'s own addresses).',
          },
          code: { enum: [301, 302, 307, 308], description: 'The HTTP status of the redirect; absent: 301.' },
          reason: { type: 'string', maxLength: 200, description: 'Why, for the redirect response\'s `reasons`.' },
        },
      },
      description:
        'The redirect-light service\'s rules (first document 7: `POST /redirects-api/api/v1/redirect-light`): an old address and where it moved. The first HTML of an address a rule names answers the redirect, and the 404 page asks the service before it shows; rules that lead back to an address already passed redirect nowhere (bff/redirectLight.ts).',
    },
    devPluginOverrides: {
      type: 'boolean',
      description:
        'Whether a browser may load a plugin author\'s local build instead of the published one (`npm run dev:plugin`), when the BFF also runs with its dev flag (`BFF_DEV=1` or `--dev`). Absent (false) on every production domain.',
    },
    upstreams: {
      type: 'object',
      propertyNames: { pattern: '^(/[a-z0-9][a-z0-9-]*)+$' },
      additionalProperties: { type: 'string', pattern: '^https?://[^/?#@\\s]+/?$' },
      description:
        'API prefix -> the operator\'s platform that answers it, e.g. `{ "/web-api": "http://platform:9090" }`. The shell role (`--role shell`) proxies every call under a prefix named here to that origin (the path and query unchanged, the client address and Host forwarded; bff/upstreamProxy.ts), and answers 502 for a prefix the domain does not name; the embedded default (`npm start`) and the platform role answer the calls themselves and ignore this field. A key must be an API prefix a plugin declares (`apiPrefixes` of plugins/<id>/plugin.json); a value is an absolute http(s) URL with no path beyond `/`, no query and no credentials.',
    },
    assetOrigin: {
      type: 'string',
      pattern: ASSET_ORIGIN_PATTERN,
      description:
        'The origin (a CDN\'s, `https://cdn.example.com`, no path) the domain\'s pages load the build from: the kernel, the shared libraries, the host modules, SystemJS, and the plugin bundles with their chunks and stylesheets; the pages\' CSP names it in script-src, style-src and connect-src. The origin serves a copy of dist/\'s public folders at the same paths. Absent: the server\'s `ASSET_ORIGIN` environment variable, else the site\'s own origin; a domain\'s own value wins over the variable. Integrity is checked as for same-origin files (sha384 of the import map and the plugin feed, the chunk hashes inside each bundle), so altered bytes from the origin are refused.',
    },
    config: {
      allOf: [
        { $ref: 'siteConfig' },
        {
          type: 'object',
          properties: {
            site: {
              type: 'object',
              properties: {
                showRatingBookmakers: {
                  type: 'boolean',
                  description:
                    "Not shown in the spec beyond the name; ours: the footer shows the independent bookmaker rating's badge, a link to `ratingBookmakersUrl` (no badge without one). Read by the footer as the page gets it; validated here.",
                },
                ratingBookmakersUrl: { type: 'string', pattern: '^https://[^\\s\"<>]+$', maxLength: 300, description: "The brand's page at the rating agency, which the footer's badge opens in a new tab." },
                shouldUseCookieIframeParameters: {
                  type: 'boolean',
                  description:
                    "Not shown in the spec beyond the name; ours: the site is shown in a partner's frame (its origins in `partnerFrameOrigins`), so its cookies (the session's and the page's) are written `SameSite=None; Secure` on https, or the frame would send none (bff/siteCookieAttributes.ts; the page's through the SDK's writeCookie).",
                },
                partnerFrameOrigins: {
                  type: 'array',
                  maxItems: 20,
                  items: { type: 'string', pattern: '^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$' },
                  description:
                    "Ours: the partners' origins (https, no path) whose pages may show the site in a frame: the pages' CSP `frame-ancestors` names them while `shouldUseCookieIframeParameters` is on. Absent or the flag off: the site is framed by itself only.",
                },
                shouldPassPartitioned: {
                  type: 'boolean',
                  description:
                    "Not shown in the spec beyond the name; ours: the site's cookies carry `Partitioned` (and so `SameSite=None`) on https (CHIPS): kept per top-level site, so a browser that blocks third-party cookies still keeps them in a partner's frame.",
                },
                isFatmanAnalyticsAvailable: { type: 'boolean', description: 'false turns the own analytics collector off (the analytics plugin reads it at every event).' },
                snowfallSeason: {
                  type: 'string',
                  pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
                  description:
                    "The days `snowfall` is on, `MM-DD/MM-DD`, both included, by the server's date; an end before the start runs over the new year (`12-01/01-15`). The BFF serves `snowfall: true` only during the season and never serves this field: the browser gets the answer, not the calendar (bff/snowfallSeason.ts).",
                },
              },
            },
            licence: {
              type: 'object',
              required: ['meta'],
              additionalProperties: false,
              description: 'The licence config (first document 3): a meta tag the page head carries on the domains named, as a regulator asks to find it (bff/seo/licenceMetas.ts).',
              properties: {
                meta: {
                  type: 'object',
                  required: ['domains', 'name', 'content'],
                  additionalProperties: false,
                  properties: {
                    domains: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$' }, description: 'Host names (no port) whose pages carry the tag.' },
                    name: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' },
                    content: { type: 'string', minLength: 1, maxLength: 512 },
                  },
                },
              },
            },
          },
        },
      ],
      description: "The site config groups: the kernel's (schema siteConfig) and the plugins' own, and the operator's settings the BFF resolves before serving them (site.snowfallSeason).",
    },
  },
} as const;
