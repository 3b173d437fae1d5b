import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { jurisdictionOf, sendApiError, type ScenarioState } from '../../../bff/bffModule.ts';
import { ageOn } from './ageOn.ts';
import { registrationRequestSchema, type RegistrationRequest } from './accountRequests.ts';
import type { AuthApi } from './auth.ts';
import type { PlayerStore } from './players.ts';
import { refuseIfSelfExcluded, type SelfExclusionRegisters } from './selfExclusionRegisters.ts';
import { CURRENCIES, walletKeyOf, type WalletDesk } from './wallets.ts';

/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

const emailTaken = (reply: FastifyReply) => sendApiError(reply, 400, 'email_taken', 'This e-mail is already registered');

export interface RegistrationOptions {
  auth: AuthApi;
  players: PlayerStore;
  wallets: WalletDesk;
  registers: SelfExclusionRegisters;
  realmOf: (request: FastifyRequest) => string;
  stateOf: (request: FastifyRequest) => ScenarioState;
  now?: () => Date;
}

/**
 * Registration by e-mail (schema `registrationReply` in plugins/account/schemas/account.ts): the new player is kept
 * in the database (ids from 200001, clear of the demo players'), gets a main and a bonus account in the chosen
 * currency, and is signed in on the spot, unless the national self-exclusion register the domain's profile names lists
 * them (selfExclusionRegisters.ts). Like every new player, they are not verified, have no deposit and have not
 * activated their e-mail yet.
 */
export function registerRegistration(app: FastifyInstance, { auth, players, wallets, registers, realmOf, stateOf, now = () => new Date() }: RegistrationOptions): void {
  // A request its schema refuses answers 400 `invalid_registration`, the code the registration form maps.
  app.post<{ Body: RegistrationRequest }>('/web-api/auth/registration', { bodyLimit: 8 * 1024, config: { badRequestCode: 'invalid_registration' }, schema: { body: registrationRequestSchema } }, async (request, reply) => {
    const { birthDate, termsAccepted, privacyAccepted, marketingConsent } = request.body;
    // Every jurisdiction profile: both documents accepted, and no younger player than the profile's minimum age.
    if (!termsAccepted || !privacyAccepted) return sendApiError(reply, 400, 'terms_not_accepted', 'The terms and the privacy policy must be accepted to register');
    const age = ageOn(birthDate, now());
    if (age === null) return sendApiError(reply, 400, 'invalid_birth_date', 'The date of birth is not a date in the past');
    const rules = jurisdictionOf(stateOf(request));
    const { minimumAge } = rules;
    if (age < minimumAge) return sendApiError(reply, 400, 'under_age', `Players must be at least ${minimumAge} years old`, { minimumAge });
    const email = request.body.email.trim().toLowerCase();
    const currency = CURRENCIES.find((candidate) => candidate.id === request.body.currencyId);
    if (!currency) throw new Error(`the registration schema let through a currency that is not offered: ${request.body.currencyId}`);
    const realm = realmOf(request);
    // Before the account exists: a person the domain's register lists gets none (the session start asks again).
    const excluded = await refuseIfSelfExcluded(reply, registers, rules, email, realm);
    if (excluded) return excluded;
    if (await players.hasLogin(realm, email)) return emailTaken(reply);
    const player = {
      login: email,
      name: email.split('@')[0],
      config: { verification_status: 1, has_deposit: false, protection_level: 30, activation_type: 0, user_email: email, phone_number: null },
      birthDate,
      marketingConsent,
    };
    let id: string;
    try {
      id = await players.register(realm, player, request.body.password, (tx, userId) =>
        wallets.openWallet(tx, walletKeyOf(userId, realm), [
          { id: `${userId}1`, kind: 'main', currency: currency.iso, balance: 0 },
          { id: `${userId}2`, kind: 'bonus', currency: currency.iso, balance: 0 },
        ]),
      );
    } catch (error) {
      // A concurrent registration of the same e-mail: the unique index on the login decides.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return emailTaken(reply);
      throw error;
    }
    return auth.startSession(reply, id, false);
  });
}
