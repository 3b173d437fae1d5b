import type { FromSchema } from 'json-schema-to-ts';

/**
 * Reply of the remote-view call (`GET /bff-api/remote-view/{lang}/{path}` with `X-Render-Mode: json` and
 * `X-Api-Version: v2`). The spec names the fields; their types are ours: `head` is the list of meta tags to set,
 * `cssToLoad` / `scriptsToLoad` are same-origin URLs, and `codeToEval` is accepted but never run (strict CSP).
 * `tags` (menu_key, dict_key, icon, prop_link) is the information app's one component: in the rules view's reply when
 * a POST asks for it (`{ components: ['tags'] }`), never in a GET.
 */
export const remoteViewSchema = {
  $id: 'remoteView',
  type: 'object',
  required: ['appName', 'title', 'body'],
  properties: {
    appName: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    style: { type: 'string' },
    cssToLoad: { type: 'array', items: { type: 'string' } },
    scriptsToLoad: { type: 'array', items: { type: 'string' } },
    codeToEval: { type: 'string' },
    head: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'content'],
        properties: { name: { type: 'string' }, content: { type: 'string' } },
      },
    },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['menu_key', 'dict_key', 'icon', 'prop_link'],
        properties: {
          menu_key: { type: 'string' },
          dict_key: { type: 'string' },
          icon: { type: 'string' },
          prop_link: { type: 'string' },
        },
      },
    },
  },
} as const;

export type RemoteViewReply = FromSchema<typeof remoteViewSchema>;
