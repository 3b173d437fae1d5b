import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What is stored of a bearer secret (a session cookie, a game launch token): its SHA-256, so a copy of the table
 * signs no one in and plays no one's game. A secret is 128 bits or more of randomness, so no salt or slow hash is
 * needed, and the same secret hashes the same on every server.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Whether a secret someone gave is the expected one, in time that does not tell how much of it was right. */
export const sameSecret = (given: string, expected: string): boolean => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};
