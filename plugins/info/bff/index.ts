import { dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileURLToPath } from 'node:url';
import { answerErrorsAsJsonApi, defineBffModule, remoteViewService, responsibleGamingService, schemaRefusal, sendApiError, trimSlashes } from '../../../bff/bffModule.ts';
import { infoPages } from './infoPages.ts';
import { RemoteViews } from './remoteViews.ts';

/** The information pages' content (plugins/info/bff/content/<lang>/): the remote-view call, and the first screens core renders. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'content');

interface ViewParams {
  lang: string;
  '*': string;
}

const viewParamsSchema = {
  type: 'object',
  required: ['lang', '*'],
  properties: { lang: { type: 'string', pattern: '^[a-z]{2}$' }, '*': { type: 'string', maxLength: 200 } },
} as const;

/**
 * The parts of the information app's reply a page may ask for besides the body (second document: a POST with
 * components). Ours: `tags`, the rules page's menu; a view's reply carries a part only when it is asked for.
 */
const COMPONENTS = ['tags'] as const;
type Component = (typeof COMPONENTS)[number];

const componentsBodySchema = {
  type: 'object',
  required: ['components'],
  additionalProperties: false,
  properties: { components: { type: 'array', maxItems: COMPONENTS.length, uniqueItems: true, items: { type: 'string', enum: COMPONENTS } } },
} as const;

/** A technical page (`technical-pages/{status}`) is an error document: served as one it answers its own status. */
const technicalStatusOf = (path: string) => Number(/^technical-pages\/([45]\d\d)$/.exec(path)?.[1] ?? 200);

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
      const answerView = (request: FastifyRequest<{ Params: ViewParams }>, reply: FastifyReply, components: readonly Component[]) => {
        if (request.headers['x-render-mode'] !== 'json' || request.headers['x-api-version'] !== 'v2') {
          return sendApiError(reply, 406, undefined, 'remote views answer X-Render-Mode: json with X-Api-Version: v2 only');
        }
        const path = request.params['*'];
        const view = remoteViews.render(request.params.lang, path, stateOf(request));
        if (!view) return sendApiError(reply, 404, undefined, `no view for ${path}`);
        const { tags, ...parts } = view;
        // Drawn inside the app (force-spa) every view is a 200; a technical page served as itself keeps its status.
        const status = request.headers['x-force-spa'] === '1' ? 200 : technicalStatusOf(trimSlashes(path));
        return reply.code(status).send(components.includes('tags') && tags ? { ...parts, tags } : parts);
      };
      scope.get<{ Params: ViewParams }>('/bff-api/remote-view/:lang/*', options, async (request, reply) => answerView(request, reply, []));
      scope.post<{ Params: ViewParams; Body: { components: Component[] } }>(
        '/bff-api/remote-view/:lang/*',
        { ...options, schema: { ...options.schema, body: componentsBodySchema } },
        async (request, reply) => answerView(request, reply, request.body.components),
      );
    });
  },
});
