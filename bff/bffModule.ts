import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffServiceRef } from './bffServices.ts';
import type { AttemptLimits } from './attemptLimits.ts';
import type { Database } from './database/database.ts';
import type { ScenarioState } from './domainStore.ts';
import type { FirstScreenRenderer } from './firstScreens.ts';
import type { MailLinks } from './mailLinks.ts';
import type { MailOutbox } from './mailOutbox.ts';
import type { ServedHost, SitePermission } from './servedHosts.ts';
import type { PageDescriber } from './seo/pageDescription.ts';

/**
 * Takes a module's field of a test scenario patch; answers an error message for a malformed one, else null. `realm`
 * is the scenario's realm (BffContext.realmOf of a request in that scenario), for what the module keeps in the database.
 */
export type ScenarioPatcher = (scenario: ScenarioState, patch: unknown, realm: string) => string | null | Promise<string | null>;

/** The test-control parts a module adds (under BFF_TEST=1 only). */
export interface BffTestControl {
  /** `POST /bff-test/scenario/{id}` hands the body's `field` to `patch` (`sports`, `auth`…). */
  scenarioField(field: string, patch: ScenarioPatcher): void;
}

/** What core offers a module. */
export interface BffContext {
  readonly testMode: boolean;
  /** The domain a request is for (by Host header) and, under test mode, the scenario it names. */
  stateOf(request: FastifyRequest): ScenarioState;
  /**
   * The same for a host and a scenario id kept from an earlier call (a game's spins come without the site's cookies):
   * the scenario counts under test mode only.
   */
  stateFor(host: string, scenario: string | null): ScenarioState;
  /** The player platform's database (PGlite or PostgreSQL), migrated before any module registers. */
  readonly database: Database;
  /**
   * Whose players a request reaches: '' for the operator's one platform, on every domain. Under test mode each
   * server and each scenario is a realm of its own, so parallel tests never share a player's state. Every row a
   * module keeps per player carries it.
   */
  realmOf(request: FastifyRequest): string;
  /** Wrong tries at guessable secrets and spaced-out sends, counted in the database for every server. */
  readonly attempts: AttemptLimits;
  /** The platform's outgoing mail to players (a real operator's mail service sends what it takes). */
  readonly mail: MailOutbox;
  /** The one-time links those mails carry: issued by the module that sends one, redeemed by the one that acts on it. */
  readonly mailLinks: MailLinks;
  /** The request's cookies by name. */
  cookiesOf(request: FastifyRequest): Record<string, string>;
  readonly services: {
    /** Provides a service the module declares in `provides`. */
    provide<Service>(ref: BffServiceRef<Service>, service: Service): void;
    /** A service the module declares in `requires` (its provider is mounted first). */
    get<Service>(ref: BffServiceRef<Service>): Service;
  };
  /** Present under test mode only. */
  readonly testControl?: BffTestControl;
  /**
   * Serves a host of the module's own on the server's port (a game server's `games.localhost`), from `register`
   * only: the routes `serve` adds answer requests for that host only, and a request for it reaches nothing else.
   * With `framedBySite` the site's pages may frame it (their CSP names its origin in frame-src, nothing wider); with
   * `scriptsForSite` they may load its scripts (script-src), as a page loads an identity provider's script. Each is
   * true for every domain, or a test of the domain's settings (only where a domain switches the host's use on).
   */
  serveHost(host: { name: string; framedBySite?: SitePermission; scriptsForSite?: SitePermission }, serve: (scope: FastifyInstance) => void | Promise<void>): ServedHost;
  /**
   * Registers what the module knows of its plugin's pages (titles, SEO texts, the sitemap's events…): core's page
   * metadata asks it for every route of the plugin, so core never knows products. Once per module.
   */
  describePages(describer: PageDescriber): void;
  /**
   * Registers how the module draws the first screen of its plugin's pages into their HTML (bff/firstScreens.ts), for
   * pages whose first paint must not wait for the plugin's code. Once per module.
   */
  renderFirstScreen(renderer: FirstScreenRenderer): void;
}

/**
 * A plugin's part of the reference BFF: `plugins/<id>/bff/index.ts` default-exports one, and core mounts every
 * module it finds at start, providers before the modules that require their services. `register` runs once per
 * server, in the module's own Fastify scope; the state of its calls lives there (tests start many servers).
 */
export interface BffModule {
  /** The plugin id. */
  readonly id: string;
  readonly provides?: ReadonlyArray<BffServiceRef<unknown>>;
  readonly requires?: ReadonlyArray<BffServiceRef<unknown>>;
  /**
   * The folder of the module's migrations (`NNNN_name.sql`, plain PostgreSQL; `migrationsBeside(import.meta.url)`), applied at start after core's and the
   * migrations of the modules mounted before it; its tables are prefixed with the module id.
   */
  readonly migrations?: string;
  /**
   * Puts the module's demo data in the database (the demo players…), after every migration ran: on every start, so
   * it must leave data that is there already as it is, and be quick when nothing is missing.
   */
  readonly seed?: (database: Database) => Promise<void>;
  register(app: FastifyInstance, context: BffContext): void | Promise<void>;
}

/** The cookie naming a request's test scenario (test mode only): what test control and the realm are keyed by. */
export const SCENARIO_COOKIE = 'bff_scenario';

/** Typing help for a module's default export. */
export const defineBffModule = (module: BffModule): BffModule => module;

// ----- the rest of the module contract: a plugin's bff/ imports this file only (scripts/checkBoundaries.ts) -----
export * from './bffServices.ts';
export { CorruptRowError, isUnavailable, type Database, type SqlExecutor } from './database/database.ts';
export { migrationsBeside } from './database/migrations.ts';
export { applyRetention, type Retention } from './database/retention.ts';
export type { MailOutbox, OutgoingMail } from './mailOutbox.ts';
export type { IssuedLink, MailLinks, Redeemed } from './mailLinks.ts';
export { databaseRateStore } from './databaseRateStore.ts';
export { CODE_ATTEMPTS, PASSWORD_ATTEMPTS, type AttemptLimits } from './attemptLimits.ts';
export type { DomainSettings, ScenarioState } from './domainStore.ts';
export { jurisdictionOf } from './jurisdictionProfiles.ts';
export type { JurisdictionRules } from '../schemas/jurisdictionProfile.ts';
export type { FirstScreen, FirstScreenRenderer, FirstScreenRequest } from './firstScreens.ts';
export type { ServedHost, SitePermission } from './servedHosts.ts';
export type { DescribedPage, PageDescriber, PageDescription, SitemapPage } from './seo/pageDescription.ts';
export { hashString, seededRandom, type Random } from './seededRandom.ts';
export { hashSecret, sameSecret } from './secretHash.ts';
export { ApiError, answerError, answerErrorsAsJsonApi, apiErrorBody, refusalOf, schemaRefusal, sendApiError, type Refusal, type RequestPart } from './jsonApiErrors.ts';
export { trimSlashes } from './trimSlashes.ts';
export { escapeHtml } from './escapeHtml.ts';
export { siteCookieAttributes } from './siteCookieAttributes.ts';
