import { describe, expect, it } from 'vitest';
import { profileLimitNotesOf } from './ProfileLimitNotes.tsx';

describe('what the limits page adds from the jurisdiction group', () => {
  it('names the required deposit limits in order, the monthly maximum and the running-period wait; nothing for a group without them', () => {
    expect(profileLimitNotesOf({ mandatoryDepositLimit: { periods: ['month', 'day'], maximumPerMonth: 1_000 }, increaseWaitsForRunningPeriod: true })).toEqual({
      requiredPeriods: ['day', 'month'],
      maximumPerMonth: 1_000,
      waitsForRunningPeriod: true,
    });
    for (const group of [undefined, null, {}, { mandatoryDepositLimit: 'x', increaseWaitsForRunningPeriod: 'yes' }]) {
      expect(profileLimitNotesOf(group)).toEqual({ requiredPeriods: [], maximumPerMonth: null, waitsForRunningPeriod: false });
    }
  });
});
