import { describe, expect, it } from 'vitest';
import { depositLimitChoiceOf } from './DepositLimitPrompt.tsx';

describe('the deposit limit offered at registration', () => {
  it('is a limit of the period chosen (20, 21, 22) for any amount above 0, and none when left empty', () => {
    expect(depositLimitChoiceOf('day', '250.5')).toEqual({ limitType: 20, limitValue: 250.5 });
    expect(depositLimitChoiceOf('week', '0.555')).toEqual({ limitType: 21, limitValue: 0.56 });
    expect(depositLimitChoiceOf('month', '7')).toEqual({ limitType: 22, limitValue: 7 });
    for (const text of ['', '  ', '0', '-1', 'x']) expect(depositLimitChoiceOf('day', text)).toBeNull();
  });
});
