import { defineBffModule } from '../../../bff/bffModule.ts';
import { gamblingRestrictionsService, signInService } from '../../../bff/bffServices.ts';
import { LimitsDesk } from './limitsDesk.ts';
import { registerLimitsRoutes } from './limitsRoutes.ts';

/**
 * The limits plugin's calls: the player's responsible-gaming limits (per scenario and user), self-exclusion and the
 * session safety calls. It provides the gambling restrictions to the modules that take stakes or money (the sports
 * module's bets, the casino's real-money launches, the office's deposits), so that the server refuses what a
 * self-exclusion, time-out or deposit limit forbids.
 */
export default defineBffModule({
  id: 'limits',
  requires: [signInService],
  provides: [gamblingRestrictionsService],
  register(app, { stateOf, services, testControl }) {
    const desk = new LimitsDesk();
    services.provide(gamblingRestrictionsService, {
      restrictionOf: (scenario, userId) => desk.restrictionOf(scenario, userId),
      remainingDeposit: (scenario, userId) => desk.remainingDeposit(scenario, userId),
      depositRefusal: (scenario, userId, amount) => desk.depositRefusal(scenario, userId, amount),
      recordDeposit: (scenario, userId, amount) => desk.recordDeposit(scenario, userId, amount),
    });
    testControl?.scenarioField('limits', (scenario, patch) => desk.patchScenario(scenario, patch));
    registerLimitsRoutes(app, { desk, signIn: services.get(signInService), stateOf });
  },
});
