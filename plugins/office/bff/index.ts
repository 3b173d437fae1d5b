import { defineBffModule } from '../../../bff/bffModule.ts';
import { credentialsService, gamblingRestrictionsService, signInService, walletService } from '../../../bff/bffServices.ts';
import { OfficeDesk } from './officeDesk.ts';
import { registerOfficeRoutes } from './officeRoutes.ts';
import { registerPayments } from './payments/registerPayments.ts';

/**
 * The office plugin's calls: the office settings, messages, histories, security (two-factor by TOTP), profile,
 * promo codes, bonuses and promotions; and, from bff/payments/, the money calls.
 */
export default defineBffModule({
  id: 'office',
  requires: [signInService, walletService, gamblingRestrictionsService, credentialsService],
  register(app, context) {
    const desk = new OfficeDesk();
    context.testControl?.scenarioField('office', (scenario, patch) => desk.patchScenario(scenario, patch));
    registerOfficeRoutes(app, { desk, signIn: context.services.get(signInService), credentials: context.services.get(credentialsService), stateOf: context.stateOf, realmOf: context.realmOf, attempts: context.attempts, now: Date.now });
    registerPayments(app, context);
  },
});
