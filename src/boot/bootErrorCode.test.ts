import { describe, expect, it } from 'vitest';
import { SchemaError } from '@host/sdk';
import { MANIFEST_DOCUMENT, SITE_CONFIG_DOCUMENT } from '../config/loadBootDocuments.ts';
import { NoSiteConfigError } from '../config/NoSiteConfigError.ts';
import { bootErrorCode } from './bootErrorCode.ts';

const notJson = { instancePath: '', keyword: 'json', message: 'is not valid JSON' };

describe('bootErrorCode', () => {
  it.each([
    ['a missing config', new NoSiteConfigError('the config could not be fetched'), 'no-site-config'],
    ['a config that is not JSON', new SchemaError(SITE_CONFIG_DOCUMENT, notJson), 'invalid-config'],
    ['a config against its schema', new SchemaError(SITE_CONFIG_DOCUMENT, { instancePath: '/lng/default', keyword: 'pattern' }), 'invalid-config'],
    ['a manifest that is not JSON', new SchemaError(MANIFEST_DOCUMENT, notJson), 'invalid-manifest'],
    ['a manifest against its schema', new SchemaError(MANIFEST_DOCUMENT, { instancePath: '/routes', keyword: 'type' }), 'invalid-manifest'],
    ['anything else', new Error('boom'), 'boot-failed'],
  ])('%s is %s', (_, error, code) => {
    expect(bootErrorCode(error)).toBe(code);
  });
});
