import { HttpError } from '@host/sdk';
import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_ERROR_CODE } from '../fingerprint/fingerprintConstants.ts';
import { CAPTCHA_CODES, CAPTCHA_RESULT_HEADER } from './captchaConstants.ts';
import { createChallengeResolver } from './createChallengeResolver.ts';

const refused = (...codes: string[]) => new HttpError('http', 400, '/web-api/auth/login', 'refused', codes);

function setup(fresh: string | null, solved: string | null) {
  const fingerprint = { refresh: vi.fn(async () => fresh) };
  const askCaptcha = vi.fn(async () => solved);
  return { fingerprint, askCaptcha, resolver: createChallengeResolver({ fingerprint, askCaptcha }) };
}

describe('challenge resolver', () => {
  it('pins the captcha codes, the header names and the fingerprint error code', () => {
    expect(CAPTCHA_CODES).toEqual(['100', '111', '112', '113']);
    expect(CAPTCHA_RESULT_HEADER).toBe('X-Captcha-Result');
    expect(FINGERPRINT_ERROR_CODE).toBe('fingerprint_invalid');
  });

  it.each(CAPTCHA_CODES)('shows the challenge for captcha code %s and answers its result in the header', async (code) => {
    const t = setup('fp', 'solved');
    await expect(t.resolver.resolve(refused(code))).resolves.toEqual({ 'X-Captcha-Result': 'solved' });
    expect(t.askCaptcha).toHaveBeenCalledWith(code);
    expect(t.fingerprint.refresh).not.toHaveBeenCalled();
  });

  it('answers null when the challenge was closed unsolved', async () => {
    const t = setup('fp', null);
    await expect(t.resolver.resolve(refused('100'))).resolves.toBeNull();
  });

  it('refreshes the fingerprint for a fingerprint error and answers the fresh one', async () => {
    const t = setup('fresh-token', 'solved');
    await expect(t.resolver.resolve(refused(FINGERPRINT_ERROR_CODE))).resolves.toEqual({ 'X-Fingerprint': 'fresh-token' });
    expect(t.askCaptcha).not.toHaveBeenCalled();
  });

  it('answers null when no fresh fingerprint could be had', async () => {
    const t = setup(null, 'solved');
    await expect(t.resolver.resolve(refused(FINGERPRINT_ERROR_CODE))).resolves.toBeNull();
  });

  it('meets the fingerprint first when a reply asks for both', async () => {
    const t = setup('fresh-token', 'solved');
    await expect(t.resolver.resolve(refused('100', FINGERPRINT_ERROR_CODE))).resolves.toEqual({ 'X-Fingerprint': 'fresh-token' });
  });

  it.each([[['wrong_credentials']], [['101']], [[]]])('leaves other 400s alone: %j', async (codes) => {
    const t = setup('fp', 'solved');
    await expect(t.resolver.resolve(refused(...codes))).resolves.toBeNull();
    expect(t.askCaptcha).not.toHaveBeenCalled();
    expect(t.fingerprint.refresh).not.toHaveBeenCalled();
  });
});
