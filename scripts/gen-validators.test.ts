import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateValidators } from './gen-validators.ts';

const ID_PATTERN = '^[a-z]+-[0-9]{3}$';
/** More than the few names ajv compares one by one, so its code looks names up in the schema's `properties`. */
const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliett'];
const wideSchema = {
  $id: 'wideDocument',
  type: 'object',
  required: ['alpha'],
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(NAMES.map((name) => [name, { type: 'string', pattern: ID_PATTERN, description: `the ${name} id` }])),
    // A name that is no identifier: ajv's code reads this object's names by brackets.
    'nested-part': { type: 'object', additionalProperties: false, properties: Object.fromEntries(NAMES.map((name) => [name, { type: 'integer' }])) },
  },
};

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };

describe('generated validators', () => {
  let pluginsDir: string;
  let code: string;
  let validate: Validator;

  beforeAll(async () => {
    pluginsDir = mkdtempSync(join(tmpdir(), 'gen-validators-'));
    mkdirSync(join(pluginsDir, 'demo', 'schemas'), { recursive: true });
    writeFileSync(join(pluginsDir, 'demo', 'schemas', 'index.ts'), `export const wideDocumentSchema = ${JSON.stringify(wideSchema)};\n`);
    await generateValidators({ kernel: false, pluginsDir });
    const file = join(pluginsDir, 'demo', 'src', 'generated', 'validate_wideDocument.js');
    code = readFileSync(file, 'utf8');
    validate = ((await import(pathToFileURL(file).href)) as { validate_wideDocument: Validator }).validate_wideDocument;
  });
  afterAll(() => rmSync(pluginsDir, { recursive: true, force: true }));

  it('applies every rule of a wide schema: required names, their patterns, no other names', () => {
    expect(validate({ alpha: 'abc-123', juliett: 'xyz-999' })).toBe(true);
    expect(validate({ alpha: 'abc-123', kilo: 'abc-123' })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
    expect(validate({ alpha: 'abc-123', golf: 'ABC' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/golf', keyword: 'pattern' });
    expect(validate({ bravo: 'abc-123' })).toBe(false);
    expect(validate({ alpha: 'abc-123', 'nested-part': { golf: 7 } })).toBe(true);
    expect(validate({ alpha: 'abc-123', 'nested-part': { kilo: 7 } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/nested-part', keyword: 'additionalProperties' });
  });

  it('ships each pattern once, and no schema text beside the code that applies it', () => {
    expect(code.split(ID_PATTERN.replace(/\\/g, '\\\\')).length - 1).toBe(1);
    expect(code).not.toContain('"type":"string"');
    expect(code).not.toContain('the alpha id');
    expect(code).toContain('"juliett":0');
  });
});
