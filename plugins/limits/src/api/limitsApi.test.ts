import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { limitsFailureStatus } from './limitsApi.ts';

describe('a failed limit save (error catalogue "Limit-save failure")', () => {
  it('reads data.status, and defaults to forbidden', () => {
    const refusal = (body: unknown) => new HttpError('http', 400, '/limits', 'refused', [], body);
    expect(limitsFailureStatus(refusal({ success: false, status: 400, title: 'These limits cannot be set.' }))).toBe(400);
    expect(limitsFailureStatus(refusal({ title: 'no status' }))).toBe(403);
    expect(limitsFailureStatus(refusal(undefined))).toBe(403);
    expect(limitsFailureStatus(new Error('not an http error'))).toBe(403);
  });
});
