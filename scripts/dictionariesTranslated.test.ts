// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';

/**
 * Words a Russian page shows as an English one does: names (brands, leagues known by their letters, games) and
 * placeholders. Anything else the same in both dictionaries is English left on a Russian page.
 */
const SAME_IN_RUSSIAN = new Set(['E-mail', 'IPL', 'UFC', 'Counter-Strike', 'Dota 2', '{{min}} – {{max}}', 'Google', 'Apple', 'Telegram']);

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** Every `{ en, ru }` pair of labels in a plugin.json (navigation links, menu entries), by its JSON path. */
function labelPairs(value: unknown, path = ''): Array<[string, string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => labelPairs(item, `${path}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: Array<[string, string, string]> = typeof record.en === 'string' && typeof record.ru === 'string' ? [[path, record.en, record.ru]] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => labelPairs(item, `${path}/${key}`))];
}

const plugins = readdirSync(join(projectRoot, 'plugins'));

describe('Russian pages show no English', () => {
  const dictionaries = [join(projectRoot, 'src/i18n/dictionaries'), ...plugins.map((id) => join(projectRoot, 'plugins', id, 'i18n'))].filter((folder) => existsSync(join(folder, 'ru.json')));
  it.each(dictionaries.map((folder) => [folder.slice(projectRoot.length + 1), folder]))('%s: every text with words is translated', (_name, folder) => {
    const en = readJson(join(folder, 'en.json')) as Record<string, string>;
    const ru = readJson(join(folder, 'ru.json')) as Record<string, string>;
    const untranslated = Object.keys(ru).filter((key) => ru[key] === en[key] && hasWords(ru[key]) && !SAME_IN_RUSSIAN.has(ru[key]));
    expect(untranslated).toEqual([]);
  });

  it.each(plugins.map((id) => [id]))("plugin %s: every label of its plugin.json is translated", (id) => {
    const untranslated = labelPairs(readJson(join(projectRoot, 'plugins', id, 'plugin.json'))).filter(([, en, ru]) => en === ru && !SAME_IN_RUSSIAN.has(ru));
    expect(untranslated).toEqual([]);
  });
});
