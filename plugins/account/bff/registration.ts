import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import type { AuthApi } from './auth.ts';
import type { PlayerStore } from './players.ts';
import { CURRENCIES, walletKeyOf, type WalletDesk } from './wallets.ts';

export const MIN_PASSWORD_LENGTH = 8;
/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[a-z]{2,24}$/i;

const refuse = (reply: FastifyReply, code: 'email_taken' | 'invalid_registration', detail: string) => reply.code(400).send({ errors: [{ status: '400', code, detail }] });

/** A registration request checked field by field; the reason of a refusal names the field. */
function parseRegistration(body: unknown): { email: string; password: string; currency: string } | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the registration must be a JSON object';
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).find((key) => !['type', 'email', 'password', 'currencyId', 'bonusChoice'].includes(key));
  if (unknown !== undefined) return `unknown field "${unknown.slice(0, 40)}"`;
  if (input.type !== 'full_reg') return 'type must be full_reg (registration by e-mail)';
  if (typeof input.email !== 'string' || !EMAIL.test(input.email.trim())) return 'email must be an e-mail address';
  if (typeof input.password !== 'string' || input.password.length < MIN_PASSWORD_LENGTH || input.password.length > 128) {
    return `password must have ${MIN_PASSWORD_LENGTH} to 128 characters`;
  }
  const currency = CURRENCIES.find((candidate) => candidate.id === input.currencyId);
  if (!currency) return 'currencyId must be an offered currency';
  if (input.bonusChoice !== 0 && input.bonusChoice !== 1 && input.bonusChoice !== 2) return 'bonusChoice must be 0, 1 or 2';
  return { email: input.email.trim().toLowerCase(), password: input.password, currency: currency.iso };
}

export interface RegistrationOptions {
  auth: AuthApi;
  players: PlayerStore;
  wallets: WalletDesk;
  realmOf: (request: FastifyRequest) => string;
}

/**
 * Registration by e-mail (schema `registrationReply` in plugins/account/schemas/account.ts): the new player is kept
 * in the database (ids from 200001, clear of the demo players'), gets a main and a bonus account in the chosen
 * currency, and is signed in on the spot. Like every new player, they are not verified, have no deposit and have not
 * activated their e-mail yet.
 */
export function registerRegistration(app: FastifyInstance, { auth, players, wallets, realmOf }: RegistrationOptions): void {
  app.post('/web-api/auth/registration', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const parsed = parseRegistration(request.body);
    if (typeof parsed === 'string') return refuse(reply, 'invalid_registration', parsed);
    const realm = realmOf(request);
    if (await players.hasLogin(realm, parsed.email)) return refuse(reply, 'email_taken', 'This e-mail is already registered');
    const player = {
      login: parsed.email,
      name: parsed.email.split('@')[0],
      config: { verification_status: 1, has_deposit: false, protection_level: 30, activation_type: 0, user_email: parsed.email, phone_number: null },
    };
    let id: string;
    try {
      id = await players.register(realm, player, parsed.password, (tx, userId) =>
        wallets.openWallet(tx, walletKeyOf(userId, realm), [
          { id: `${userId}1`, kind: 'main', currency: parsed.currency, balance: 0 },
          { id: `${userId}2`, kind: 'bonus', currency: parsed.currency, balance: 0 },
        ]),
      );
    } catch (error) {
      // A concurrent registration of the same e-mail: the unique index on the login decides.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return refuse(reply, 'email_taken', 'This e-mail is already registered');
      throw error;
    }
    await auth.startSession(reply, id, false);
    return { success: true, user_id: id };
  });
}
