import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ScenarioState } from '../../../bff/domainStore.ts';

/** The user config fields `POST /web-api/user/config/setting` saves. */
export const USER_SETTINGS = ['user_hide_balance'] as const;
type UserSetting = (typeof USER_SETTINGS)[number];
/** When the demo terms last changed (Unix seconds). */
export const TERMS_UPDATED_AT = 1_794_000_000;

/** What this part reads of a signed-in user. */
interface SignedInUser {
  config: Record<string, unknown>;
  /** The terms changed since this user last accepted them. */
  termsChanged: boolean;
}

export interface UserStateOptions {
  /** The domain (and test scenario) of a request: which features it offers. */
  stateOf: (request: FastifyRequest) => ScenarioState;
  /** The signed-in user of the session cookie, or null. */
  userOf: (request: FastifyRequest) => SignedInUser | null;
  /** The id of the request's session (its tokens' `sid`). */
  sessionIdOf: (request: FastifyRequest) => string;
  unauthorized: (reply: FastifyReply) => FastifyReply;
}

/** What sign-in asks of a session's state. */
export interface UserState {
  /** Whether the user went through the (demo) identification in that session. */
  identifiedIn(sessionId: string): boolean;
  /** Whether the user accepted the changed terms in that session. */
  termsAcceptedIn(sessionId: string): boolean;
}

/**
 * What a signed-in user changes of their own state, per session: the user config and its settings, the demo's
 * identification, the changed terms' acceptance; and the e-mail verification link.
 */
export function registerUserState(app: FastifyInstance, { stateOf, userOf, sessionIdOf, unauthorized }: UserStateOptions): UserState {
  /** Sessions (by id) in which the user went through the (demo) identification. */
  const identified = new Set<string>();
  /** Sessions (by id) in which the user accepted the changed terms: per session, so parallel tests never share it. */
  const termsAccepted = new Set<string>();
  /** User config fields saved in a session (by id: the office-setting save), over the user's seeded config. */
  const savedSettings = new Map<string, Partial<Record<UserSetting, boolean>>>();

  app.get('/web-api/user/config', async (request, reply) => {
    const user = userOf(request);
    if (!user) return unauthorized(reply);
    const session = sessionIdOf(request);
    const config = { ...user.config, ...savedSettings.get(session), ...(identified.has(session) ? { verification_status: 2 } : {}) };
    return { result: config, error: null };
  });

  /** Saves one setting of the user config for this session (schema `successReply`). */
  app.post<{ Body: unknown }>('/web-api/user/config/setting', { bodyLimit: 1024 }, async (request, reply) => {
    if (!userOf(request)) return unauthorized(reply);
    const body = request.body as { id?: unknown; value?: unknown } | null;
    const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    const id = body?.id;
    if (keys.length !== 2 || !USER_SETTINGS.includes(id as UserSetting) || typeof body?.value !== 'boolean') {
      return reply.code(400).send({ errors: [{ status: '400', code: 'invalid_setting', detail: `the request takes { id, value }: id one of ${USER_SETTINGS.join(', ')}, value a boolean` }] });
    }
    const session = sessionIdOf(request);
    savedSettings.set(session, { ...savedSettings.get(session), [id as UserSetting]: body.value });
    return { success: true };
  });

  /**
   * The demo's identification: verifies the user for this session (path not shown; ours). Offered only where the
   * domain's `identification` feature is on, like the page: elsewhere it answers 404.
   */
  app.post('/web-api/user/identification', async (request, reply) => {
    if (stateOf(request).domain.config.features.identification !== true) {
      return reply.code(404).send({ errors: [{ status: '404', code: 'identification_unavailable', detail: 'identification is not offered on this domain' }] });
    }
    if (!userOf(request)) return unauthorized(reply);
    identified.add(sessionIdOf(request));
    return { success: true };
  });

  /**
   * `POST /web-api/user/accountverify` with `{ token }` (path not shown; ours): the link of a verification e-mail.
   * The demo accepts any well-formed token (a real backend looks it up); it needs no session, since the link is
   * often opened in another browser, and it is answered during maintenance too.
   */
  app.post<{ Body: { token?: unknown } }>('/web-api/user/accountverify', async (request, reply) => {
    const token = request.body?.token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{8,128}$/.test(token)) {
      return reply.code(400).send({ errors: [{ status: '400', code: 'verification_token_invalid', detail: 'This verification link is not valid.' }] });
    }
    return { success: true };
  });

  /** The terms of `TERMS_UPDATED_AT` changed for users flagged so, until they accept them. */
  app.get('/web-api/api-v3/v2/user/agreement-rules/status', async (request, reply) => {
    const user = userOf(request);
    if (!user) return unauthorized(reply);
    const changed = user.termsChanged && !termsAccepted.has(sessionIdOf(request));
    return { result: changed, updatedAt: changed ? TERMS_UPDATED_AT : null };
  });

  /** Accepting the changed terms (path not shown; ours, beside the status call). */
  app.post('/web-api/api-v3/v2/user/agreement-rules/confirm', async (request, reply) => {
    if (!userOf(request)) return unauthorized(reply);
    termsAccepted.add(sessionIdOf(request));
    return { result: false, updatedAt: null };
  });

  return { identifiedIn: (sessionId) => identified.has(sessionId), termsAcceptedIn: (sessionId) => termsAccepted.has(sessionId) };
}
