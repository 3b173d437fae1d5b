import { defineBffModule } from '../../../bff/bffModule.ts';
import { migrationsBeside } from '../../../bff/bffModule.ts';
import { gamblingRestrictionsService, responsibleGamingService, signInService } from '../../../bff/bffModule.ts';
import { LimitsDesk } from './limitsDesk.ts';
import { registerLimitsRoutes } from './limitsRoutes.ts';
import { patchLimitsScenario } from './limitsScenario.ts';
import { LimitsStore } from './limitsStore.ts';
import { responsibleGamingToolsHtml } from './responsibleGamingTools.ts';
import { RestrictionCache } from './restrictionCache.ts';

/**
 * The limits plugin's calls: the player's responsible-gaming limits (operator-wide, in the database), self-exclusion
 * and the session safety calls. It provides the gambling restrictions to the modules that take stakes or money (the
 * sports module's bets, the casino's real-money launches and spins, the office's deposits), so that the server
 * refuses what a self-exclusion, time-out or deposit limit forbids, on every domain and every server.
 */
export default defineBffModule({
  id: 'limits',
  requires: [signInService],
  provides: [gamblingRestrictionsService, responsibleGamingService],
  migrations: migrationsBeside(import.meta.url),
  async register(app, { stateOf, realmOf, services, testControl, database }) {
    // Read at each call (not `Date.now` itself) so that a test's frozen clock reaches the limits' sums.
    const now = () => Date.now();
    const store = new LimitsStore(database, now);
    const restrictions = new RestrictionCache(store, now);
    await restrictions.start(database);
    app.addHook('onClose', () => restrictions.stop());
    const desk = new LimitsDesk(store, restrictions);
    services.provide(gamblingRestrictionsService, {
      restrictionOf: (realm, userId) => restrictions.restrictionOf(realm, userId),
      remainingDeposit: (realm, userId) => desk.remainingDeposit(realm, userId),
      depositLimits: (realm, userId) => desk.depositLimits(realm, userId),
      remainingStake: (realm, userId) => desk.remainingStake(realm, userId),
      recordDeposit: (realm, userId, amount, reference) => desk.recordDeposit(realm, userId, amount, reference),
      reserveStake: (realm, userId, amount, reference) => desk.reserveStake(realm, userId, amount, reference),
      releaseStake: (realm, userId, reference) => desk.releaseStake(realm, userId, reference),
      recordPayout: (realm, userId, amount, reference, stakedAtS) => desk.recordPayout(realm, userId, amount, reference, stakedAtS),
    });
    services.provide(responsibleGamingService, { toolsHtml: responsibleGamingToolsHtml });
    testControl?.scenarioField('limits', (_scenario, patch, realm) => patchLimitsScenario({ desk, store, restrictions }, realm, patch));
    registerLimitsRoutes(app, { desk, signIn: services.get(signInService), stateOf, realmOf });
  },
});
