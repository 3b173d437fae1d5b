import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { limitsRefusal } from './limitsRefusal.ts';

describe('a failed limits call (the second document: it reads data.status and data.title)', () => {
  const refusal = (body: unknown) => new HttpError('http', 400, '/limits', 'refused', [], body);

  it("reads the server's status and its title, worded for the player", () => {
    expect(limitsRefusal(refusal({ success: false, status: 400, title: 'These limits cannot be set.' }))).toEqual({ status: 400, title: 'These limits cannot be set.' });
  });

  it('defaults to forbidden, and to no title when there is none or it is blank or not text', () => {
    expect(limitsRefusal(refusal({ title: 'no status' }))).toEqual({ status: 403, title: 'no status' });
    expect(limitsRefusal(refusal({ status: 401, title: '  ' }))).toEqual({ status: 401, title: null });
    expect(limitsRefusal(refusal({ status: 400, title: { html: '<b>x</b>' } }))).toEqual({ status: 400, title: null });
    expect(limitsRefusal(refusal(undefined))).toEqual({ status: 403, title: null });
    expect(limitsRefusal(refusal(null))).toEqual({ status: 403, title: null });
  });

  it('is none when no reply came to read (the catalogue then tells its generic error)', () => {
    expect(limitsRefusal(new Error('not an http error'))).toBeNull();
    expect(limitsRefusal(new HttpError('network', 0, '/limits', 'offline'))).toBeNull();
  });
});
