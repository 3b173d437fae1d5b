import { http, validateDocument } from '@host/sdk';
import type { IsoLanguageMap } from '../../../schemas/seo.ts';
import { validate_isoLanguageMap } from '../../generated/validate_isoLanguageMap.js';
import { PAGE_METADATA_API } from './pageMetadataConstants.ts';

let map: Promise<Readonly<Record<string, string>>> | null = null;

/**
 * The ISO code of a site language (the ISO language-code map call, asked once a visit): `kz` is the site's code for
 * Kazakh, `kk` the code a browser, a screen reader and a crawler know. A code the map lacks, or a failed call, leaves
 * the site's code (asked again on the next change).
 */
export async function isoLanguageOf(lang: string): Promise<string> {
  map ??= http.request(`${PAGE_METADATA_API}/iso-languages`, { validate: (reply) => validateDocument<IsoLanguageMap>(validate_isoLanguageMap, reply, 'ISO language map') }).then((reply) => reply.data);
  try {
    return (await map)[lang] ?? lang;
  } catch {
    map = null;
    return lang;
  }
}
