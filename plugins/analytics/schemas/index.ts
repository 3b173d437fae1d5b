// The analytics plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/analytics/src/generated/.
export { analyticsConfigGroupReplySchema } from './analyticsSettings.ts';
