import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BffContext, BffModule, ScenarioPatcher } from './bffModule.ts';
import { BffServices, MissingBffServiceError } from './bffServices.ts';
import type { ScenarioState } from './domainStore.ts';
import { hostConstraint, SERVED_HOST_CONFIG, type ServedHosts } from './servedHosts.ts';
import type { PageDescriber } from './seo/pageDescription.ts';
import type { FirstScreenRenderer } from './firstScreens.ts';
import type { MailLinks } from './mailLinks.ts';
import type { MailOutbox } from './mailOutbox.ts';
import type { AttemptLimits } from './attemptLimits.ts';
import type { Database } from './database/database.ts';
import { applyMigrations, CORE_MIGRATIONS, readMigrations, type Migration } from './database/migrations.ts';

/** The files of the plugins' BFF modules: plugins/<id>/bff/index.ts, in id order. */
export function bffModuleFiles(pluginsDir: string): string[] {
  if (!existsSync(pluginsDir)) return [];
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(pluginsDir, entry.name, 'bff', 'index.ts'))
    .filter((file) => existsSync(file))
    .sort();
}

export async function importBffModules(pluginsDir: string): Promise<BffModule[]> {
  const modules: BffModule[] = [];
  for (const file of bffModuleFiles(pluginsDir)) {
    const module = ((await import(pathToFileURL(file).href)) as { default?: BffModule }).default;
    if (!module || typeof module.register !== 'function' || typeof module.id !== 'string') throw new Error(`${file} must default-export a BffModule`);
    modules.push(module);
  }
  return modules;
}

/** The modules, each after the providers of the services it requires; a service no module provides fails the start. */
export function inDependencyOrder(modules: readonly BffModule[]): BffModule[] {
  const providerOf = new Map<string, BffModule>();
  for (const module of modules) for (const ref of module.provides ?? []) providerOf.set(ref.id, module);
  const ordered: BffModule[] = [];
  const visiting = new Set<BffModule>();
  const visit = (module: BffModule) => {
    if (ordered.includes(module)) return;
    if (visiting.has(module)) throw new Error(`BFF modules require each other's services in a cycle (at "${module.id}")`);
    visiting.add(module);
    for (const ref of module.requires ?? []) {
      const provider = providerOf.get(ref.id);
      if (!provider) throw new MissingBffServiceError(ref, module.id);
      visit(provider);
    }
    visiting.delete(module);
    ordered.push(module);
  };
  modules.forEach(visit);
  return ordered;
}

/** Core's migrations, then each module's, in the order the modules mount. */
export const platformMigrations = (modules: readonly BffModule[]): Migration[] => [
  ...readMigrations('core', CORE_MIGRATIONS),
  ...inDependencyOrder(modules).flatMap((module) => (module.migrations ? readMigrations(module.id, module.migrations) : [])),
];

/** Makes the database ready for the modules: every migration, then each module's demo data. */
export async function preparePlatformDatabase(database: Database, modules: readonly BffModule[]): Promise<void> {
  await applyMigrations(database, platformMigrations(modules));
  for (const module of inDependencyOrder(modules)) await module.seed?.(database);
}

export interface MountOptions {
  testMode: boolean;
  stateOf(request: FastifyRequest): ScenarioState;
  stateFor(host: string, scenario: string | null): ScenarioState;
  cookiesOf(request: FastifyRequest): Record<string, string>;
  database: Database;
  realmOf(request: FastifyRequest): string;
  attempts: AttemptLimits;
  mail: MailOutbox;
  mailLinks: MailLinks;
  services: BffServices;
  /** Test control's scenario fields, by field name (filled under test mode). */
  scenarioFields: Map<string, ScenarioPatcher>;
  /** The hosts modules serve besides the site (filled by `serveHost`). */
  servedHosts: ServedHosts;
  /** The modules' page describers, by module (= plugin) id. */
  pageDescribers: Map<string, PageDescriber>;
  /** The modules' first-screen renderers, by module (= plugin) id. */
  firstScreens: Map<string, FirstScreenRenderer>;
}

/** Mounts each module in its own Fastify scope, in dependency order, with a context that checks what it declared. */
export function mountBffModules(app: FastifyInstance, load: () => Promise<readonly BffModule[]>, options: MountOptions): void {
  app.register(async (root) => {
    const modules = inDependencyOrder(await load());
    // The schema is complete before any module registers (a module may read its tables while registering).
    await preparePlatformDatabase(options.database, modules);
    for (const module of modules) {
      const provides = new Set((module.provides ?? []).map((ref) => ref.id));
      const requires = new Set((module.requires ?? []).map((ref) => ref.id));
      let moduleScope: FastifyInstance | undefined;
      const context: BffContext = {
        testMode: options.testMode,
        stateOf: options.stateOf,
        stateFor: options.stateFor,
        cookiesOf: options.cookiesOf,
        database: options.database,
        realmOf: options.realmOf,
        attempts: options.attempts,
        mail: options.mail,
        mailLinks: options.mailLinks,
        services: {
          provide(ref, service) {
            if (!provides.has(ref.id)) throw new Error(`BFF module "${module.id}" provides "${ref.id}" without declaring it`);
            options.services.provide(ref, service, module.id);
          },
          get(ref) {
            if (!requires.has(ref.id)) throw new Error(`BFF module "${module.id}" uses "${ref.id}" without declaring it in requires`);
            return options.services.get(ref, module.id);
          },
        },
        testControl: options.testMode
          ? {
              scenarioField(field, patch) {
                if (options.scenarioFields.has(field)) throw new Error(`the test scenario field "${field}" is taken already (module "${module.id}")`);
                options.scenarioFields.set(field, patch);
              },
            }
          : undefined,
        serveHost(host, serve) {
          if (!moduleScope) throw new Error(`BFF module "${module.id}" may serve a host from its register only`);
          const served = options.servedHosts.claim(host.name, module.id, host.framedBySite ?? false, host.scriptsForSite ?? false);
          moduleScope.register(async (hostScope) => {
            hostScope.addHook('onRoute', (route) => {
              route.constraints = { ...route.constraints, host: hostConstraint(served.name) };
              route.config = { ...route.config, [SERVED_HOST_CONFIG]: served.name } as typeof route.config;
            });
            await serve(hostScope);
          });
          return served;
        },
        describePages(describer) {
          if (options.pageDescribers.has(module.id)) throw new Error(`BFF module "${module.id}" describes its pages twice`);
          options.pageDescribers.set(module.id, describer);
        },
        renderFirstScreen(renderer) {
          if (options.firstScreens.has(module.id)) throw new Error(`BFF module "${module.id}" renders its first screens twice`);
          options.firstScreens.set(module.id, renderer);
        },
      };
      await root.register(async (scope) => {
        moduleScope = scope;
        await module.register(scope, context);
        const missing = [...provides].filter((id) => !options.services.find({ id }));
        if (missing.length > 0) throw new Error(`BFF module "${module.id}" declares ${missing.join(', ')} but did not provide it`);
      });
    }
  });
}
