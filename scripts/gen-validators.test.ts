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

/** Holds the wide document; ajv emits a function of its own for a schema with a `$ref` (the wide one is inlined). */
const holderSchema = { $id: 'holderDocument', type: 'object', required: ['inner'], properties: { inner: { $ref: 'wideDocument' }, count: { type: 'integer' } } };
/** Refers to the holder, with a rule that counts errors (`anyOf`) in its own function. */
const referringSchema = {
  $id: 'referringDocument',
  type: 'object',
  required: ['wide', 'either'],
  properties: { wide: { $ref: 'holderDocument' }, either: { anyOf: [{ type: 'string', minLength: 2 }, { type: 'integer' }] }, after: { type: 'boolean' } },
};

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };

describe('generated validators', () => {
  let pluginsDir: string;
  let code: string;
  let validate: Validator;
  let referringCode: string;
  let validateReferring: Validator;

  beforeAll(async () => {
    pluginsDir = mkdtempSync(join(tmpdir(), 'gen-validators-'));
    mkdirSync(join(pluginsDir, 'demo', 'schemas'), { recursive: true });
    writeFileSync(
      join(pluginsDir, 'demo', 'schemas', 'index.ts'),
      `export const wideDocumentSchema = ${JSON.stringify(wideSchema)};\nexport const holderDocumentSchema = ${JSON.stringify(holderSchema)};\nexport const referringDocumentSchema = ${JSON.stringify(referringSchema)};\n`,
    );
    await generateValidators({ kernel: false, pluginsDir });
    const file = join(pluginsDir, 'demo', 'src', 'generated', 'validate_wideDocument.js');
    code = readFileSync(file, 'utf8');
    validate = ((await import(pathToFileURL(file).href)) as { validate_wideDocument: Validator }).validate_wideDocument;
    const referringFile = join(pluginsDir, 'demo', 'src', 'generated', 'validate_referringDocument.js');
    referringCode = readFileSync(referringFile, 'utf8');
    validateReferring = ((await import(pathToFileURL(referringFile).href)) as { validate_referringDocument: Validator }).validate_referringDocument;
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

  it('keeps every rule where the nesting of always-true flags is taken out, and the flags where errors are counted', () => {
    const wide = { inner: { alpha: 'abc-123' }, count: 3 };
    expect(validateReferring({ wide, either: 'ab', after: true })).toBe(true);
    expect(validateReferring({ wide, either: 7 })).toBe(true);
    expect(validateReferring({ wide, either: 'a' })).toBe(false);
    expect(validateReferring({ wide, either: 7, after: 'yes' })).toBe(false);
    expect(validateReferring.errors?.[0]).toMatchObject({ instancePath: '/after', keyword: 'type' });
    expect(validateReferring({ wide: { inner: { alpha: 'abc-123', golf: 'ABC' } }, either: 7 })).toBe(false);
    expect(validateReferring.errors?.[0]).toMatchObject({ instancePath: '/wide/inner/golf', keyword: 'pattern' });
    expect(validateReferring({ wide: { inner: { alpha: 'abc-123', 'nested-part': { golf: 'x' } } }, either: 7 })).toBe(false);
    expect(validateReferring.errors?.[0]).toMatchObject({ instancePath: '/wide/inner/nested-part/golf', keyword: 'type' });
    expect(validateReferring({ wide: { inner: { alpha: 'abc-123' }, count: 1.5 }, either: 7 })).toBe(false);
    expect(validateReferring.errors?.[0]).toMatchObject({ instancePath: '/wide/count', keyword: 'type' });
    // The holder's function (the first ajv emits) counts no errors: no flag nests its checks.
    const [holderFunction, referringFunction] = referringCode.split(/(?=function validate\d+\()/).slice(1);
    expect(holderFunction).toContain('/inner/golf');
    expect(holderFunction).not.toMatch(/if\(valid\d+\)\{/);
    expect(code).not.toMatch(/if\(valid\d+\)\{/);
    expect(referringFunction).toMatch(/errors\+\+/);
    expect(referringFunction).toMatch(/if\(valid\d+\)\{/);
  });
});
