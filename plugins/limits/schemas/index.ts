// The limits plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/limits/src/generated/.
export {
  availableLimitsReplySchema,
  limitActionReplySchema,
  limitsConfigSchema,
  limitSchema,
  limitsReplySchema,
  pingReplySchema,
  saveLimitsReplySchema,
  selfExcludeReasonsReplySchema,
  testAnswersReplySchema,
} from './limits.ts';
