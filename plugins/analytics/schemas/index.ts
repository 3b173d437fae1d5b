// The analytics plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/analytics/src/generated/.
export { analyticsConfigGroupReplySchema, analyticsCountersReplySchema } from './analyticsSettings.ts';
