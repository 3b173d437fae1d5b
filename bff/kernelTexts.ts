import { readFileSync } from 'node:fs';

const DICTIONARIES = new URL('../src/i18n/dictionaries/', import.meta.url);
const FALLBACK = 'en';
const read = new Map<string, Readonly<Record<string, string>>>();

function dictionary(lang: string): Readonly<Record<string, string>> {
  let entry = read.get(lang);
  if (!entry) {
    try {
      entry = /^[a-z]{2}$/.test(lang) ? (JSON.parse(readFileSync(new URL(`${lang}.json`, DICTIONARIES), 'utf8')) as Record<string, string>) : {};
    } catch {
      entry = {};
    }
    read.set(lang, entry);
  }
  return entry;
}

/** A text of the kernel's dictionary (src/i18n/dictionaries) for what the BFF writes as the kernel would: English when the language has none. */
export const kernelText = (lang: string, key: string): string => dictionary(lang)[key] ?? dictionary(FALLBACK)[key] ?? key;
