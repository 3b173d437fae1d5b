import type { FromSchema } from 'json-schema-to-ts';
import { PLUGIN_ERROR_REPORT_MAX_BATCH } from '../src/plugins/pluginConstants.ts';

/** The typed failures of the plugin loader (src/plugins/PluginLoadError.ts). */
const pluginErrorKinds = ['network', 'http', 'integrity', 'evaluation', 'host-api-mismatch', 'invalid-manifest', 'contract', 'missing-dependency'] as const;

/**
 * Body of `POST /bff-api/plugin-errors` (the project's call; the spec has none): the plugins that failed to load on
 * one visitor's page, sent by the kernel in one batch when the page is hidden or left (sendBeacon, else a keepalive
 * fetch, so the body is JSON sent as text/plain). Each failure is reported once per page view. A report says which
 * plugin build failed where and how, and nothing about the visitor: no user id, cookie, address or query, and no
 * error message (messages can quote server replies); only fields with a closed set of characters. `domain` is the
 * page's host name. `version` is looser than semver since an `invalid-manifest` failure reports whatever version the
 * malformed feed entry had (`unknown` when none). The BFF answers 204, 400 for a body that does not match, 413 over
 * its byte limit and 429 over its per-client rate (`bff/pluginErrorReports.ts`).
 */
export const pluginErrorReportSchema = {
  $id: 'pluginErrorReport',
  type: 'object',
  required: ['domain', 'reports'],
  additionalProperties: false,
  properties: {
    domain: {
      type: 'string',
      maxLength: 253,
      pattern: '^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\\[[0-9a-f:.]+\\])$',
      description: 'The host name of the page (location.hostname), without port.',
    },
    reports: {
      type: 'array',
      minItems: 1,
      maxItems: PLUGIN_ERROR_REPORT_MAX_BATCH,
      items: {
        type: 'object',
        required: ['plugin', 'version', 'kind'],
        additionalProperties: false,
        properties: {
          plugin: { type: 'string', maxLength: 64, pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', description: 'The plugin id of the feed.' },
          version: { type: 'string', maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$', description: 'The version of the feed entry.' },
          kind: { enum: pluginErrorKinds, description: 'The type of the load error.' },
        },
      },
    },
  },
} as const;

export type PluginErrorReport = FromSchema<typeof pluginErrorReportSchema>;
