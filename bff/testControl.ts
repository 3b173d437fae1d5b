import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCENARIO_COOKIE, type ScenarioPatcher } from './bffModule.ts';

export { SCENARIO_COOKIE };
import { deepMerge, type DomainStore, type Fault } from './domainStore.ts';
import type { MailOutbox } from './mailOutbox.ts';
import type { RedirectRule } from './redirectLight.ts';
import { SDK_VERSION } from '../src/sdk/sdkVersion.ts';


/** A plugin bundle whose code throws while loading: the "evaluation" failure of the plugin loader. */
export const THROWING_PLUGIN_SOURCE =
  "System.register([], function () { return { execute: function () { throw new Error('broken plugin: failed on purpose'); } }; });\n";
const integrityOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** Test plugins a scenario can add to the feed by name. */
const EXTRA_PLUGINS: Record<string, { entry: Record<string, unknown>; routes: unknown[] }> = {
  throwing: {
    entry: {
      id: 'throwing',
      version: '0.0.1',
      url: '/bff-test/plugins/throwing/index.js',
      integrity: integrityOf(THROWING_PLUGIN_SOURCE),
      // Accepted by this build's SDK, so that what fails is the evaluation of the bundle.
      hostApi: `^${SDK_VERSION}`,
      activation: 'route',
    },
    routes: [{ name: 'throwing.page', plugin: 'throwing', path: 'throwing-plugin', page: 'main' }],
  },
};

/** The fields of a scenario patch that core takes itself. */
const CORE_FIELDS = new Set(['jurisdiction', 'config', 'configRaw', 'manifestRaw', 'plugins', 'pluginOverrides', 'extraPlugins', 'blockReason', 'routesOff', 'redirects', 'assetOrigin', 'faults']);

interface ScenarioPatch {
  /** Another profile of bff/jurisdictions/ for the scenario's domain: its values replace the `jurisdiction` group. */
  jurisdiction?: string;
  config?: unknown;
  configRaw?: string;
  manifestRaw?: string;
  plugins?: Record<string, { enabled: boolean }>;
  pluginOverrides?: Record<string, Record<string, unknown>>;
  extraPlugins?: string[];
  blockReason?: number | null;
  routesOff?: string[];
  /** The domain's redirect-light rules for this scenario. */
  redirects?: RedirectRule[];
  /** The domain's asset origin (bff/assetOrigin.ts) for this scenario; null: the site's own. */
  assetOrigin?: string | null;
  faults?: Fault[];
  /** Any other field goes to the module that takes it (BffTestControl.scenarioField): `sports`, `auth`… */
  [moduleField: string]: unknown;
}

/**
 * Test-control calls, answered only under BFF_TEST=1. Each test works in its own scenario (named by the
 * bff_scenario cookie), so parallel tests never see each other's faults or config.
 */
export function registerTestControl(app: FastifyInstance, store: DomainStore, moduleFields: ReadonlyMap<string, ScenarioPatcher>, realmOfScenario: (id: string) => string, outbox: MailOutbox): void {
  app.post('/bff-test/reset', async () => {
    store.resetAll();
    return { ok: true };
  });

  app.delete<{ Params: { id: string } }>('/bff-test/scenario/:id', async (request) => {
    store.resetScenario(request.headers.host, request.params.id);
    return { ok: true };
  });

  /** The mails the platform sent in the scenario (to one recipient with `?to=`), newest first: what a test follows a link of. */
  app.get<{ Params: { id: string }; Querystring: { to?: string } }>('/bff-test/scenario/:id/mails', async (request) => ({
    mails: await outbox.sentTo(realmOfScenario(request.params.id), typeof request.query.to === 'string' ? request.query.to : undefined),
  }));

  app.post<{ Params: { id: string }; Body: ScenarioPatch }>('/bff-test/scenario/:id', async (request, reply) => {
    const state = store.stateFor(request.headers.host, request.params.id);
    const patch = request.body ?? {};
    const rules = patch.jurisdiction === undefined ? undefined : store.jurisdictionRules(patch.jurisdiction);
    if (rules === null) return reply.code(400).send({ errors: [{ detail: `no valid jurisdiction profile "${String(patch.jurisdiction).slice(0, 40)}"` }] });
    store.patchScenarioDomain(request.headers.host, request.params.id, (domain) => {
      if (rules) {
        domain.jurisdiction = patch.jurisdiction;
        domain.config = { ...domain.config, jurisdiction: rules };
      }
      if (patch.config !== undefined) domain.config = deepMerge(domain.config, patch.config);
      if (patch.plugins) domain.plugins = { ...domain.plugins, ...patch.plugins };
      if (patch.blockReason !== undefined) domain.blockReason = patch.blockReason;
      if (patch.routesOff) domain.routesOff = patch.routesOff;
      if (patch.redirects) domain.redirects = patch.redirects;
      if (patch.assetOrigin !== undefined) domain.assetOrigin = patch.assetOrigin ?? undefined;
    });
    if (patch.configRaw !== undefined) state.rawDocuments.config = patch.configRaw;
    if (patch.manifestRaw !== undefined) state.rawDocuments.manifest = patch.manifestRaw;
    if (patch.pluginOverrides) state.pluginOverrides = deepMerge(state.pluginOverrides, patch.pluginOverrides);
    if (patch.faults) state.faults = patch.faults;
    for (const [field, value] of Object.entries(patch)) {
      if (CORE_FIELDS.has(field) || value === undefined) continue;
      const patchField = moduleFields.get(field);
      const problem = patchField ? await patchField(state, value, realmOfScenario(request.params.id)) : `no BFF module takes the scenario field "${field.slice(0, 40)}"`;
      if (problem) return reply.code(400).send({ errors: [{ detail: problem }] });
    }
    for (const name of patch.extraPlugins ?? []) {
      const extra = EXTRA_PLUGINS[name];
      if (!extra) return reply.code(400).send({ errors: [{ detail: `no test plugin "${name}"` }] });
      if (!state.extraPlugins.includes(extra)) state.extraPlugins.push(extra);
    }
    return { ok: true };
  });

  app.get('/bff-test/plugins/throwing/index.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(THROWING_PLUGIN_SOURCE),
  );
}

/** The fault a request meets, if any; a fault with `times` is used up. */
export function takeFault(faults: Fault[], path: string): Fault | null {
  const fault = faults.find((candidate) => path.startsWith(candidate.path) && (candidate.times === undefined || candidate.times > 0));
  if (!fault) return null;
  if (fault.times !== undefined) fault.times -= 1;
  return fault;
}
