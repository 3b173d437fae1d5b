import type { BlockResponse } from '../../schemas/blockResponse.ts';
import { validate_blockResponse } from '../generated/validate_blockResponse.js';
import { validateDocument, type HttpClient } from '@host/sdk';
import { BLOCK_RETRIES, BLOCK_RETRY_DELAY_MS, GEO_OFF_COOKIE } from './bootConstants.ts';

export const BLOCK_URL = '/blocks-api/api/v2/block';

/** displayTypeId 1 stores the template as the block reason, except template 1 when the geo-off cookie is 1. */
export function blockReasonOf(response: BlockResponse, cookies: Readonly<Record<string, string>>): number | null {
  if (response.displayTypeId !== 1) return null;
  if (response.templateTypeId === 1 && cookies[GEO_OFF_COOKIE] === '1') return null;
  return response.templateTypeId;
}

export async function fetchBlockReason(
  http: HttpClient,
  url: string,
  authenticated: boolean,
  cookies: Readonly<Record<string, string>>,
  log: (message: string, detail?: unknown) => void,
): Promise<number | null> {
  try {
    const response = await http.request(BLOCK_URL, {
      method: 'POST',
      // Never the fragment: a one-time link's token rides there (a password reset's), and the service is upstream.
      body: { auth: authenticated, url: url.split('#')[0] },
      retry: { retries: BLOCK_RETRIES, delayMs: BLOCK_RETRY_DELAY_MS },
      validate: (data) => validateDocument<BlockResponse>(validate_blockResponse, data, 'block response'),
    });
    return blockReasonOf(response, cookies);
  } catch (error) {
    log('block check failed; no block applied', error);
    return null;
  }
}
