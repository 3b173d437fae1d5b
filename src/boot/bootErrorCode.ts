import { SchemaError } from '@host/sdk';
import { MANIFEST_DOCUMENT } from '../config/loadBootDocuments.ts';
import { NoSiteConfigError } from '../config/NoSiteConfigError.ts';

export type BootErrorCode = 'no-site-config' | 'invalid-config' | 'invalid-manifest' | 'boot-failed';

/**
 * The code the config error page shows for a boot that stopped: the spec's no-site-config, which boot document was
 * invalid (not JSON, or against its schema), or boot-failed for anything else.
 */
export function bootErrorCode(error: unknown): BootErrorCode {
  if (error instanceof NoSiteConfigError) return error.code;
  if (error instanceof SchemaError) return error.document === MANIFEST_DOCUMENT ? 'invalid-manifest' : 'invalid-config';
  return 'boot-failed';
}
