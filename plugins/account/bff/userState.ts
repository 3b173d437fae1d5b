import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import { sendApiError } from '../../../bff/bffModule.ts';
import { accountVerifyRequestSchema, transferRequestSchema, userSettingRequestSchema, type UserSettingRequest } from './accountRequests.ts';
import type { Player, PlayerStore } from './players.ts';
import type { Session, SessionStore } from './sessions.ts';

/** When the demo terms last changed (Unix seconds). */
export const TERMS_UPDATED_AT = 1_794_000_000;

export interface UserStateOptions {
  /** The domain (and test scenario) of a request: which features it offers. */
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** The signed-in player and session of the session cookie, or null. */
  signedInOf: (request: FastifyRequest) => Promise<{ user: Player; session: Session } | null>;
  sessions: SessionStore;
  players: PlayerStore;
  /** Whose player a call is for (BffContext.realmOf). */
  realmOf: (request: FastifyRequest) => string;
  unauthorized: (reply: FastifyReply) => FastifyReply;
}

/**
 * What a signed-in user changes of their own state: per session (kept with the session in the database) the user
 * config's settings, the demo's identification and the changed terms' acceptance; on the player, the agreement to
 * a transfer. And the e-mail verification link.
 */
export function registerUserState(app: FastifyInstance, { stateOf, signedInOf, sessions, players, realmOf, unauthorized }: UserStateOptions): void {
  app.get('/web-api/user/config', async (request, reply) => {
    const signedIn = await signedInOf(request);
    if (!signedIn) return unauthorized(reply);
    const { user, session } = signedIn;
    // `isRequiredTransfer` is the player's, after the session's settings: a session never says otherwise.
    const config = { ...user.config, ...session.settings, ...(session.identified ? { verification_status: 2 } : {}), isRequiredTransfer: user.transferRequired };
    return { result: config, error: null };
  });

  /**
   * Saves one setting of the user config for this session (schema `successReply`). A visitor gets 401 before the
   * body is validated; a body its schema refuses answers 400 `invalid_setting`.
   */
  app.post<{ Body: UserSettingRequest }>(
    '/web-api/user/config/setting',
    {
      bodyLimit: 1024,
      config: { badRequestCode: 'invalid_setting' },
      schema: { body: userSettingRequestSchema },
      preValidation: async (request, reply) => {
        if (!(await signedInOf(request))) return unauthorized(reply);
      },
    },
    async (request, reply) => {
      const signedIn = await signedInOf(request);
      if (!signedIn) return unauthorized(reply);
      await sessions.update(signedIn.session.sid, { settings: { [request.body.id]: request.body.value } });
      return { success: true };
    },
  );

  /**
   * The demo's identification: verifies the user for this session (path not shown; ours). Offered only where the
   * domain's `identification` feature is on, like the page: elsewhere it answers 404.
   */
  app.post('/web-api/user/identification', async (request, reply) => {
    if (stateOf(request).domain.config.features.identification !== true) {
      return reply.code(404).send({ errors: [{ status: '404', code: 'identification_unavailable', detail: 'identification is not offered on this domain' }] });
    }
    const signedIn = await signedInOf(request);
    if (!signedIn) return unauthorized(reply);
    await sessions.update(signedIn.session.sid, { identified: true });
    return { success: true };
  });

  /**
   * The player agrees to move their account to the operator's licensed site (the transfer-user modal; path not shown,
   * ours): kept on the player, so the user config says `isRequiredTransfer: false` in every session and on every
   * server. A visitor gets 401; a player of whom no transfer is required (or who agreed already) 409
   * `transfer_not_required`, and nothing is recorded.
   */
  app.post('/web-api/user/transfer', { bodyLimit: 1024, schema: { body: transferRequestSchema } }, async (request, reply) => {
    const signedIn = await signedInOf(request);
    if (!signedIn) return unauthorized(reply);
    if (!(await players.agreeToTransfer(realmOf(request), signedIn.user.id))) {
      return sendApiError(reply, 409, 'transfer_not_required', 'no transfer of this account is required');
    }
    return { success: true };
  });

  /**
   * `POST /web-api/user/accountverify` with `{ token }` (path not shown; ours): the link of a verification e-mail.
   * The demo accepts any well-formed token (a real backend looks it up); it needs no session, since the link is
   * often opened in another browser, and it is answered during maintenance too. A malformed token is refused by the
   * schema: 400 `verification_token_invalid`.
   */
  app.post('/web-api/user/accountverify', { config: { badRequestCode: 'verification_token_invalid' }, schema: { body: accountVerifyRequestSchema } }, async () => ({ success: true }));

  /** The terms of `TERMS_UPDATED_AT` changed for users flagged so, until they accept them. */
  app.get('/web-api/api-v3/v2/user/agreement-rules/status', async (request, reply) => {
    const signedIn = await signedInOf(request);
    if (!signedIn) return unauthorized(reply);
    const changed = signedIn.user.termsChanged && !signedIn.session.termsAccepted;
    return { result: changed, updatedAt: changed ? TERMS_UPDATED_AT : null };
  });

  /** Accepting the changed terms (path not shown; ours, beside the status call). */
  app.post('/web-api/api-v3/v2/user/agreement-rules/confirm', async (request, reply) => {
    const signedIn = await signedInOf(request);
    if (!signedIn) return unauthorized(reply);
    await sessions.update(signedIn.session.sid, { termsAccepted: true });
    return { result: false, updatedAt: null };
  });
}
