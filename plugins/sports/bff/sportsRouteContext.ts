import type { FastifyRequest } from 'fastify';
import type { GamblingRestrictionsService, ScenarioState, SignInService, WalletHolder } from '../../../bff/bffModule.ts';
import type { CouponOffer } from './couponRequests.ts';
import type { CouponDesk } from './coupons.ts';
import type { DemoLine } from './demoLine.ts';
import type { LineView } from './lineView.ts';
import type { LiveSimulation } from './liveSimulation.ts';
import type { LangQuery } from './lineRequestSchemas.ts';

/** The demo line, its live simulation and the coupon desk of one server. */
export interface Sports {
  readonly line: DemoLine;
  readonly simulation: LiveSimulation;
  readonly desk: CouponDesk;
  /** The desk as a holder of wallets' money; it makes no line where no coupon was ever placed. */
  readonly holder: WalletHolder;
  /** One tick: the live simulation, then the settlement of due coupons. */
  tick(): void;
  /** Runs `tick` every 2 s on an unref'ed timer (from the first use of the line); `stop` ends it (on app close). */
  start(): void;
  stop(): void;
  /** The `sports` field of a test scenario patch; answers an error message for a malformed one. */
  patchScenario(scenario: ScenarioState, patch: unknown): string | null;
}

/** What the line and coupon routes share of their scope (sportsApi.ts registerSports). */
export interface SportsRouteContext {
  sports: Sports;
  signIn: SignInService;
  restrictions: GamblingRestrictionsService;
  realmOf: (request: FastifyRequest) => string;
  testMode: boolean;
  /** The line as the request's scenario sees it (test overlays). */
  viewOf: (request: FastifyRequest) => LineView;
  /** The domain's `coupon` config group as the desk applies it. */
  offerOf: (request: FastifyRequest) => CouponOffer;
  /** The `lang` query parameter, English when absent or malformed. */
  langOf: (query: LangQuery) => string;
}
