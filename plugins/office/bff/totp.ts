import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 defaults, as authenticator apps read an otpauth URI without parameters: 30 s steps, 6 digits, SHA-1. */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is still taken for, for a phone clock a little off. */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the secret length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP of the counter. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1] & 15;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** The TOTP code of the base32 secret at `nowMs`. */
export function totpAt(secretBase32: string, nowMs: number): string {
  return hotp(base32Decode(secretBase32), Math.floor(nowMs / 1000 / TOTP_STEP_S));
}

/** Whether `code` is the secret's code now or within the window either side (compared in constant time). */
export function verifyTotp(secretBase32: string, code: string, nowMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(nowMs / 1000 / TOTP_STEP_S);
  let matched = false;
  for (let drift = -TOTP_WINDOW_STEPS; drift <= TOTP_WINDOW_STEPS; drift += 1) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step + drift)), Buffer.from(code))) matched = true;
  }
  return matched;
}

export const newTotpSecret = (): string => base32Encode(randomBytes(TOTP_SECRET_BYTES));

/** The otpauth URI an authenticator app scans (Key Uri Format). */
export const otpauthUri = (issuer: string, account: string, secret: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
