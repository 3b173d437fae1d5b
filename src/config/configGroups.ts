import type { ConfigGroupReply } from '../../schemas/siteConfig.ts';
import { validate_configGroupReply } from '../generated/validate_configGroupReply.js';
import type { HttpClient } from '../http/httpClient.ts';
import { CONFIG_GROUP_CACHE_MAX_S, CONFIG_GROUP_CACHE_MIN_S } from './configGroupConstants.ts';
import { validateDocument } from '@host/sdk';

export const CONFIG_GROUP_URL = '/bff-api/config/group/get';

/** Each cached group lives a random 600 to 900 seconds, so that clients do not all refetch at once. */
export function cacheLifetimeMs(random: () => number): number {
  return (CONFIG_GROUP_CACHE_MIN_S + random() * (CONFIG_GROUP_CACHE_MAX_S - CONFIG_GROUP_CACHE_MIN_S)) * 1000;
}

export interface ConfigGroupLoader {
  /** The requested groups that exist; a failed fetch is logged and gives none. */
  load(groups: readonly string[], lang: string): Promise<Record<string, unknown>>;
}

export function createConfigGroupLoader(
  http: HttpClient,
  log: (message: string, detail?: unknown) => void,
  now: () => number = Date.now,
  random: () => number = Math.random,
): ConfigGroupLoader {
  const cache = new Map<string, { value: unknown; expiresAt: number }>();
  const key = (group: string, lang: string) => `${lang}:${group}`;

  return {
    async load(groups, lang) {
      const result: Record<string, unknown> = {};
      const missing: string[] = [];
      for (const group of groups) {
        const cached = cache.get(key(group, lang));
        if (cached && cached.expiresAt > now()) result[group] = cached.value;
        else missing.push(group);
      }
      if (missing.length === 0) return result;
      try {
        const query = `groups=${missing.map(encodeURIComponent).join(',')}&lang=${encodeURIComponent(lang)}`;
        const reply = await http.request(`${CONFIG_GROUP_URL}?${query}`, {
          validate: (data) => validateDocument<ConfigGroupReply>(validate_configGroupReply, data, 'config groups'),
        });
        for (const [group, value] of Object.entries(reply.data)) {
          cache.set(key(group, lang), { value, expiresAt: now() + cacheLifetimeMs(random) });
          result[group] = value;
        }
      } catch (error) {
        log(`config groups ${missing.join(',')} failed to load`, error);
      }
      return result;
    },
  };
}
