import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerErrorsAsJsonApi, defineBffModule, remoteViewService, responsibleGamingService, schemaRefusal, sendApiError } from '../../../bff/bffModule.ts';
import { infoPages } from './infoPages.ts';
import { RemoteViews } from './remoteViews.ts';

/** The information pages' content (plugins/info/bff/content/<lang>/): the remote-view call, and the first screens core renders. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'content');

const viewParamsSchema = {
  type: 'object',
  required: ['lang', '*'],
  properties: { lang: { type: 'string', pattern: '^[a-z]{2}$' }, '*': { type: 'string', maxLength: 200 } },
} as const;

export default defineBffModule({
  id: 'info',
  provides: [remoteViewService],
  requires: [responsibleGamingService],
  register(app, { services, describePages, stateOf, testControl }) {
    const remoteViews = new RemoteViews(CONTENT_DIR, services.get(responsibleGamingService));
    testControl?.scenarioField('remoteViews', remoteViews.patchScenario);
    services.provide(remoteViewService, remoteViews);
    describePages(infoPages(remoteViews));

    app.register(async (scope) => {
      answerErrorsAsJsonApi(scope);
      // An address that cannot name a view (no two-letter language, a path past any page's length) is a view not found.
      const options = { schema: { params: viewParamsSchema }, schemaErrorFormatter: schemaRefusal({ params: { status: 404, code: 'not_found', detail: 'no such view' } }) };
      scope.get<{ Params: { lang: string; '*': string } }>('/bff-api/remote-view/:lang/*', options, async (request, reply) => {
        if (request.headers['x-render-mode'] !== 'json' || request.headers['x-api-version'] !== 'v2') {
          return sendApiError(reply, 406, undefined, 'remote views answer X-Render-Mode: json with X-Api-Version: v2 only');
        }
        const view = remoteViews.render(request.params.lang, request.params['*'], stateOf(request));
        return view ?? sendApiError(reply, 404, undefined, `no view for ${request.params['*']}`);
      });
    });
  },
});
