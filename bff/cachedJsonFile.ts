import { readFileSync, statSync } from 'node:fs';

const parsedByFile = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file a build writes (a plugin's feed entry and routes), parsed once per change of the file: the manifest is
 * built on every request, from files that change only when a build lands. Undefined when the file is missing or is
 * not JSON; what the JSON must look like is the caller's to check.
 */
export function readCachedJsonFile(file: string): unknown {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = parsedByFile.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    value = undefined;
  }
  parsedByFile.set(file, { mtimeMs, value });
  return value;
}
