import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { jurisdictionOf, sendApiError, type ScenarioState, type SqlExecutor } from '../../../bff/bffModule.ts';
import { ageOn } from './ageOn.ts';
import { fastRegistrationRequestSchema, registrationRequestSchema, type FastRegistrationRequest, type RegistrationRequest } from './accountRequests.ts';
import { registrationKindsOfDomain } from './registrationKinds.ts';
import type { AuthApi } from './auth.ts';
import type { PlayerStore } from './players.ts';
import { refuseIfSelfExcluded, type SelfExclusionRegisters } from './selfExclusionRegisters.ts';
import { CURRENCIES, walletKeyOf, type WalletDesk } from './wallets.ts';

/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/** Whether a failed insert met a unique index whose name starts with `index` (the row someone made a moment before). */
export const violatesUnique = (error: unknown, index: string): boolean => {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' && constraint.startsWith(index);
};

/**
 * A VIP brand takes invited players only: its page offers no registration, and no call of any kind makes one (the
 * social sign-in says so before its form). Answers the refusal it sent, or null where the site takes new players.
 */
export function refuseIfClosedToNewPlayers(request: FastifyRequest, reply: FastifyReply, stateOf: RegistrationOptions['stateOf']): FastifyReply | null {
  return stateOf(request).domain.config.site.isVip === true ? sendApiError(reply, 403, 'registration_closed', 'This site does not take new players') : null;
}

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

/** What every registration kind declares (the e-mail kind adds a password, the social kind its verified identity). */
export interface Registrant {
  /** Null for a one-click registrant (fast_reg), who signs in with the account id. */
  email: string | null;
  /** The player's password; null for one who signs in with a network (a random one, which recovery can replace). */
  password: string | null;
  currencyId: number;
  birthDate: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
  /** The player's name; the e-mail's local part when absent. */
  name?: string;
}

/**
 * Creates a player, where the site takes new players, after the rules every jurisdiction profile holds (both
 * documents accepted, the profile's minimum age, the national self-exclusion register it names, an e-mail nobody
 * has), with a main and a bonus account in the chosen currency; `alsoInTransaction` adds what the kind keeps with the player (a network's identity). Answers the
 * new player's id, or the refusal it sent.
 */
export async function createPlayer(
  request: FastifyRequest,
  reply: FastifyReply,
  registrant: Registrant,
  { players, wallets, registers, realmOf, stateOf, now = () => new Date() }: Omit<RegistrationOptions, 'auth'>,
  alsoInTransaction: (tx: SqlExecutor, userId: string) => Promise<void> = async () => undefined,
): Promise<{ userId: string } | FastifyReply> {
  const { birthDate, termsAccepted, privacyAccepted, marketingConsent } = registrant;
  const closed = refuseIfClosedToNewPlayers(request, reply, stateOf);
  if (closed) return closed;
  if (!termsAccepted || !privacyAccepted) return sendApiError(reply, 400, 'terms_not_accepted', 'The terms and the privacy policy must be accepted to register');
  const age = ageOn(birthDate, now());
  if (age === null) return sendApiError(reply, 400, 'invalid_birth_date', 'The date of birth is not a date in the past');
  const rules = jurisdictionOf(stateOf(request));
  const { minimumAge } = rules;
  if (age < minimumAge) return sendApiError(reply, 400, 'under_age', `Players must be at least ${minimumAge} years old`, { minimumAge });
  const email = registrant.email?.trim().toLowerCase() ?? null;
  const currency = CURRENCIES.find((candidate) => candidate.id === registrant.currencyId);
  if (!currency) throw new Error(`a registration schema let through a currency that is not offered: ${registrant.currencyId}`);
  const realm = realmOf(request);
  if (email === null) {
    // The national register is asked by e-mail: where the profile names one, a player without an address gets no account.
    if (rules.selfExclusionRegister) return sendApiError(reply, 403, 'registration_kind_unavailable', 'This site checks new players by e-mail: register with one');
  } else {
    // Before the account exists: a person the domain's register lists gets none (the session start asks again).
    const excluded = await refuseIfSelfExcluded(reply, registers, rules, email, realm);
    if (excluded) return excluded;
    if (await players.hasLogin(realm, email)) return emailTaken(reply);
  }
  const player = {
    login: email,
    name: registrant.name ?? email?.split('@')[0] ?? null,
    config: { verification_status: 1, has_deposit: false, protection_level: 30, activation_type: 0, user_email: email, phone_number: null },
    birthDate,
    marketingConsent,
  };
  try {
    const userId = await players.register(realm, player, registrant.password ?? randomBytes(24).toString('base64url'), async (tx, id) => {
      await wallets.openWallet(tx, walletKeyOf(id, realm), [
        { id: `${id}1`, kind: 'main', currency: currency.iso, balance: 0 },
        { id: `${id}2`, kind: 'bonus', currency: currency.iso, balance: 0 },
      ]);
      await alsoInTransaction(tx, id);
    });
    return { userId };
  } catch (error) {
    // A concurrent registration of the same e-mail: the unique index on the login decides.
    if (violatesUnique(error, 'account_player_login')) return emailTaken(reply);
    throw error;
  }
}

/**
 * Registration by e-mail (full_reg; schema `registrationReply` in plugins/account/schemas/account.ts) and in one click
 * (fast_reg, where the domain's `registrationKinds` group offers it; `fastRegistrationReply`): the new player is kept
 * in the database (ids from 200001, clear of the demo players'), and signed in on the spot. Like every new
 * player, they are not verified, have no deposit and have not activated their e-mail yet.
 */
export function registerRegistration(app: FastifyInstance, options: RegistrationOptions): void {
  // A request its schema refuses answers 400 `invalid_registration`, the code the registration form maps.
  app.post<{ Body: RegistrationRequest }>('/web-api/auth/registration', { bodyLimit: 8 * 1024, config: { badRequestCode: 'invalid_registration' }, schema: { body: registrationRequestSchema } }, async (request, reply) => {
    const created = await createPlayer(request, reply, request.body, options);
    return 'userId' in created ? options.auth.startSession(reply, created.userId, false) : created;
  });

  // One click (fast_reg): the platform makes the password; the answer is the only place it is ever written out.
  app.post<{ Body: FastRegistrationRequest }>(
    '/web-api/auth/registration/fast',
    { bodyLimit: 8 * 1024, config: { badRequestCode: 'invalid_registration' }, schema: { body: fastRegistrationRequestSchema } },
    async (request, reply) => {
      if (!(registrationKindsOfDomain(options.stateOf(request).domain).kinds ?? []).includes('fast_reg')) {
        return sendApiError(reply, 403, 'registration_kind_unavailable', 'This site does not offer one-click registration');
      }
      const password = generatedPassword();
      const created = await createPlayer(request, reply, { ...request.body, email: null, password }, options);
      if (!('userId' in created)) return created;
      const session = await options.auth.startSession(reply, created.userId, false);
      if (!('success' in session)) return session;
      reply.header('Cache-Control', 'no-store');
      return { success: true, user_id: created.userId, login: created.userId, password };
    },
  );
}

/** Letters and digits no one reads as another (no 0/O, 1/l/I): the player copies the password from a picture. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 12;

/** A one-click registrant's password: 12 characters drawn uniformly (about 70 bits), never stored in clear. */
function generatedPassword(): string {
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
