import type { GamblingRestrictionsService, JurisdictionRules } from '../../../../bff/bffModule.ts';
import type { PaymentSettingsReply } from '../../schemas/payments.ts';

export type DepositLimitDemand = NonNullable<PaymentSettingsReply['depositLimits']>;
type DepositLimits = Awaited<ReturnType<GamblingRestrictionsService['depositLimits']>>;

/**
 * The deposit limits the domain's profile requires (`mandatoryDepositLimit`) that the player lacks: a period without
 * an active limit, or a monthly one above the profile's maximum. The limits are the player's, operator-wide.
 */
export function missingDepositLimits(rules: JurisdictionRules, limits: DepositLimits): DepositLimitDemand['required'] {
  const { periods, maximumPerMonth } = rules.mandatoryDepositLimit;
  return limits
    .filter(({ period, value }) => periods.includes(period) && (value === null || (period === 'month' && maximumPerMonth !== null && value > maximumPerMonth)))
    .map(({ period, limitType }) => ({ period, limitType }));
}

/**
 * What the deposit page shows before a deposit: the limits still required, the monthly maximum, and whether to offer
 * a limit (`depositLimitPrompt`) to a player with none set who has not deposited yet.
 */
export function depositLimitDemand(rules: JurisdictionRules, limits: DepositLimits, hasDeposited: boolean): DepositLimitDemand {
  const noneSet = limits.every((limit) => limit.value === null);
  return {
    required: missingDepositLimits(rules, limits),
    periods: limits.map(({ period, limitType }) => ({ period, limitType })),
    maximumPerMonth: rules.mandatoryDepositLimit.maximumPerMonth, prompt: rules.depositLimitPrompt && noneSet && !hasDeposited,
  };
}
