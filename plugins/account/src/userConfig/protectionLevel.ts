/** Protection thresholds of the second document, section 9. */
export const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;

export type ProtectionStatus = 'none' | 'bad' | 'normal' | 'good' | 'full';

/** 30 or below is bad; above 30 and below 70 normal; 70 to below 100 good; 100 full; null none. */
export function protectionStatus(level: number | null | undefined): ProtectionStatus {
  if (level === null || level === undefined) return 'none';
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.good) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}
