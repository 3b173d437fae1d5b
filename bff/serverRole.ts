/**
 * What one reference BFF process serves: `embedded` (the default of `npm start`) the shell and the demo platform
 * together; `shell` the product (pages, config, manifest, plugin builds, SEO, PWA, reports), its API prefixes
 * proxied to the platform each domain names; `platform` the demo operator's calls and its games and pay hosts.
 */
export const SERVER_ROLES = ['embedded', 'shell', 'platform'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** Fastify's trustProxy as the BFF takes it: how many proxies in front, or their addresses (IPs, CIDRs, `loopback`…). */
export type TrustProxy = false | number | string[];

const isRole = (value: string): value is ServerRole => (SERVER_ROLES as readonly string[]).includes(value);

/** The role named by `--role <role>` (or `--role=<role>`), else by the ROLE variable, else `embedded`. */
export function roleFrom(argv: readonly string[], env: NodeJS.ProcessEnv): ServerRole {
  const flag = argv.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  const named = flag === -1 ? env.ROLE : argv[flag].includes('=') ? argv[flag].slice('--role='.length) : argv[flag + 1];
  if (named === undefined || named === '') return 'embedded';
  if (!isRole(named)) throw new Error(`unknown role "${named}": one of ${SERVER_ROLES.join(', ')}`);
  return named;
}

/**
 * TRUST_PROXY: a hop count (`1`: one proxy in front) or a comma-separated list of the proxies' addresses. Unset,
 * empty or `0`: none, so that an X-Forwarded-For a client writes itself is ignored.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  const addresses = text.split(',').map((address) => address.trim()).filter(Boolean);
  return addresses.length > 0 ? addresses : false;
}

/** The same for Fastify, whose types take a hop count as a function (what Fastify makes of a number itself). */
export const fastifyTrustProxy = (trustProxy: TrustProxy) => (typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy);
