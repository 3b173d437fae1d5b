import type { FastifyInstance } from 'fastify';
import { CorruptRowError, isUnavailable } from '../../../bff/bffModule.ts';
import { registerBonusesRoutes } from './bonusesRoutes.ts';
import { registerMessagesRoutes } from './messagesRoutes.ts';
import { OfficeError } from './officeDesk.ts';
import { officeRouteKit, type OfficeRouteOptions } from './officeRouteKit.ts';
import { registerProfileRoutes } from './profileRoutes.ts';
import { registerSecurityRoutes } from './securityRoutes.ts';
import { registerSettingsRoutes } from './settingsRoutes.ts';

const refusal = (status: number, code: string, detail = code) => ({ errors: [{ status, code, detail }] });

/**
 * The office calls, per signed-in player (bearer token), under /office-api/v1; and the bonus, promotion and landing
 * content under /promo-api/v1. A refusal is `{ errors: [{ status, code, detail }] }`: the client words it from the
 * code in its own dictionary.
 */
export function registerOfficeRoutes(app: FastifyInstance, options: OfficeRouteOptions): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof OfficeError) return reply.code(error.status).send(refusal(error.status, error.code));
      // The server's 503 for a database that is down.
      if (isUnavailable(error)) throw error;
      // One player's stored state breaks its table's rules: that player's call fails, and the row is named in the log.
      if (error instanceof CorruptRowError) {
        request.log.error(error);
        return reply.code(500).send(refusal(500, 'stored_corrupt'));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return reply.code(status).send(refusal(status, status === 500 ? 'server_error' : 'bad_request', 'refused'));
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    const kit = officeRouteKit(scope, options);
    registerSettingsRoutes(kit);
    registerMessagesRoutes(kit);
    registerBonusesRoutes(kit);
    registerSecurityRoutes(kit);
    registerProfileRoutes(kit);
  });
}
