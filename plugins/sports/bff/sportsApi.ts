import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerErrorsAsJsonApi, sendApiError, type Database, type GamblingRestrictionsService, type ScenarioState, type SignInService, type WalletService } from '../../../bff/bffModule.ts';
import type { CouponConfig } from '../schemas/sports.ts';
import { validate_couponConfig } from '../src/generated/validate_couponConfig.js';
import { registerCouponRoutes } from './couponRoutes.ts';
import { DEFAULT_COUPON_OFFER, type CouponOffer } from './couponRequests.ts';
import { CouponDesk } from './coupons.ts';
import type { CouponPayer } from './couponStore.ts';
import { DemoLine } from './demoLine.ts';
import { registerLineRoutes } from './lineRoutes.ts';
import { LineView, applySportsPatch, overlayOf } from './lineView.ts';
import { LiveSimulation } from './liveSimulation.ts';
import type { LangQuery } from './lineRequestSchemas.ts';
import type { ResultDraw } from './resultDraw.ts';
import type { Sports, SportsRouteContext } from './sportsRouteContext.ts';

export interface SportsOptions {
  /** Where the coupons are kept. */
  database: Database;
  /** The wallet stakes are paid from and payouts into (the account module's). */
  wallets: WalletService;
  /** Epoch ms. */
  now?: () => number;
  seed?: number;
  /** How outcomes' results are drawn (CouponDeskOptions.drawResult). */
  drawResult?: ResultDraw;
  /** Told of each settled coupon's payout (CouponDeskOptions.onPayout). */
  onPayout?: (payer: CouponPayer, amount: number, stakedAtS: number, reference: string) => void;
  /** Run the ticker on a timer (default true); tests drive `tick()` themselves with false. */
  autoTick?: boolean;
}

/** The line is made on first use, so servers that never answer a sports call do not pay for it. */
export function createSports(options: SportsOptions): Sports {
  let state: { line: DemoLine; simulation: LiveSimulation; desk: CouponDesk } | undefined;
  let running = options.autoTick !== false;
  const parts = () => {
    if (!state) {
      const line = new DemoLine({ now: options.now, seed: options.seed });
      const desk = new CouponDesk({ database: options.database, line, wallets: options.wallets, drawResult: options.drawResult, onPayout: options.onPayout });
      state = { line, desk, simulation: new LiveSimulation(line, { seed: options.seed, afterTick: () => void desk.settleAll().catch((error: unknown) => console.error('sports: settling due coupons failed (they settle on the next tick or read):', error)) }) };
      if (running) state.simulation.start();
    }
    return state;
  };
  return {
    get line() {
      return parts().line;
    },
    get simulation() {
      return parts().simulation;
    },
    get desk() {
      return parts().desk;
    },
    tick: () => void parts().simulation.tick(),
    start() {
      running = true;
      state?.simulation.start();
    },
    stop() {
      running = false;
      state?.simulation.stop();
    },
    holder: {
      settleDue: async (walletKey) => {
        await state?.desk.settleDue(walletKey);
      },
      refuseRemoval: async (walletKey, accountId) => (await state?.desk.refuseRemoval(walletKey, accountId)) ?? null,
    },
    patchScenario: (scenario, patch) => applySportsPatch(scenario, parts().line, patch),
  };
}

interface RegisterOptions {
  signIn: SignInService;
  restrictions: GamblingRestrictionsService;
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** Whose player a call is for (BffContext.realmOf): restrictions are per player, on every domain. */
  realmOf: (request: FastifyRequest) => string;
  testMode: boolean;
}




/**
 * The line, live and coupon calls of plugins/sports/schemas/sports.ts, in their own scope so that malformed requests
 * (bad JSON, hostile bodies) answer JSON:API errors too.
 */
export function registerSports(app: FastifyInstance, sports: Sports, { signIn, restrictions, stateOf, realmOf, testMode }: RegisterOptions): void {
  app.addHook('onClose', async () => sports.stop());

  const viewOf = (request: FastifyRequest) => new LineView(sports.line, testMode ? overlayOf(stateOf(request)) : undefined);
  /** The domain's `coupon` config group as the desk applies it; a group that is not valid offers the defaults. */
  const offerOf = (request: FastifyRequest): CouponOffer => {
    const coupon = (stateOf(request).domain.config as Record<string, unknown>).coupon;
    if (!validate_couponConfig(coupon)) return DEFAULT_COUPON_OFFER;
    const { minMaxCouponTypes, allowExpressBonus, allowVipBet, cashOut = false, hyperBonus } = coupon as CouponConfig;
    return { minMaxCouponTypes, allowExpressBonus, allowVipBet, cashOut, ...(hyperBonus ? { hyperBonus } : {}) };
  };
  const langOf = ({ lang }: LangQuery) => (lang && /^[a-z]{2}$/.test(lang) ? lang : 'en');

  app.register(async (scope) => {
    // A coupon body that is not JSON, or that its schema refuses, is an invalid coupon (the slip says what is wrong
    // with it); a query string or a path its schema refuses is an invalid request.
    answerErrorsAsJsonApi(scope, {
      badRequestCode: (request, part) => ((part === undefined || part === 'body') && request.url.startsWith('/coupon-api/') ? 'invalid_coupon' : 'invalid_request'),
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    const context: SportsRouteContext = { sports, signIn, restrictions, realmOf, testMode, viewOf, offerOf, langOf };
    registerLineRoutes(scope, context);
    registerCouponRoutes(scope, context);

    scope.all('/line-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
    scope.all('/coupon-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
  });
}
