import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL: the BFF also runs inside jsdom tests, whose URL class node:fs does not take.
const DICTIONARIES = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'dictionaries');
const FALLBACK = 'en';
const read = new Map<string, Readonly<Record<string, string>>>();

function dictionary(lang: string): Readonly<Record<string, string>> {
  let entry = read.get(lang);
  if (!entry) {
    try {
      entry = /^[a-z]{2}$/.test(lang) ? (JSON.parse(readFileSync(join(DICTIONARIES, `${lang}.json`), 'utf8')) as Record<string, string>) : {};
    } catch {
      entry = {};
    }
    read.set(lang, entry);
  }
  return entry;
}

/** A text of the kernel's dictionary (src/i18n/dictionaries) for what the BFF writes as the kernel would: English when the language has none. */
export const kernelText = (lang: string, key: string): string => dictionary(lang)[key] ?? dictionary(FALLBACK)[key] ?? key;
