import type { FastifyInstance } from 'fastify';
import { answerErrorsAsJsonApi } from '../../../bff/bffModule.ts';
import { registerBonusesRoutes } from './bonusesRoutes.ts';
import { registerMailLinkRoutes } from './mailLinkRoutes.ts';
import { registerMessagesRoutes } from './messagesRoutes.ts';
import { officeRouteKit, type OfficeRouteOptions } from './officeRouteKit.ts';
import { registerProfileRoutes } from './profileRoutes.ts';
import { registerSecurityRoutes } from './securityRoutes.ts';
import { registerSettingsRoutes } from './settingsRoutes.ts';

/**
 * The office calls, per signed-in player (bearer token), under /office-api/v1; and the bonus, promotion and landing
 * content under /promo-api/v1. A refusal is a JSON:API error (`{ errors: [{ status, code, detail }] }`): the client
 * words it from the code in its own dictionary; a request a route's schema refuses is `bad_request` unless the route
 * names the code its page reads.
 */
export function registerOfficeRoutes(app: FastifyInstance, options: OfficeRouteOptions): void {
  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope, { badRequestCode: () => 'bad_request' });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    const kit = officeRouteKit(scope, options);
    registerSettingsRoutes(kit);
    registerMessagesRoutes(kit);
    registerBonusesRoutes(kit);
    registerSecurityRoutes(kit, registerMailLinkRoutes(kit));
    registerProfileRoutes(kit);
  });
}
