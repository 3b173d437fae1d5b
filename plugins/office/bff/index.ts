import { defineBffModule } from '../../../bff/bffModule.ts';
import { migrationsBeside } from '../../../bff/bffModule.ts';
import { credentialsService, gamblingRestrictionsService, playerConsentsService, playerRecordService, signInService, walletService } from '../../../bff/bffModule.ts';
import { OfficeDesk } from './officeDesk.ts';
import { officePages } from './officePages.ts';
import { OfficeRealms, patchOfficeScenario } from './officeRealms.ts';
import { registerOfficeRoutes } from './officeRoutes.ts';
import { registerPayments } from './payments/registerPayments.ts';

/**
 * The office plugin's calls: the office settings, messages, histories, security (two-factor by TOTP), profile,
 * promo codes, bonuses and promotions; and, from bff/payments/, the money calls. What a player has here is kept in
 * the database (migrations/), per player and realm.
 */
export default defineBffModule({
  id: 'office',
  requires: [signInService, walletService, gamblingRestrictionsService, credentialsService, playerConsentsService, playerRecordService],
  migrations: migrationsBeside(import.meta.url),
  register(app, context) {
    const realms = new OfficeRealms(context.database);
    const playerRecord = context.services.get(playerRecordService);
    const desk = new OfficeDesk(context.database, realms, Date.now, (realm, userId) => playerRecord.registeredEmail(realm, userId));
    context.testControl?.scenarioField('office', (_scenario, patch, realm) => patchOfficeScenario(realms, realm, patch));
    registerOfficeRoutes(app, { desk, signIn: context.services.get(signInService), credentials: context.services.get(credentialsService), consents: context.services.get(playerConsentsService), playerRecord, realmOf: context.realmOf, attempts: context.attempts, mail: context.mail, mailLinks: context.mailLinks, now: Date.now });
    registerPayments(app, context, { realms, players: desk.players });
    context.describePages(officePages);
  },
});
