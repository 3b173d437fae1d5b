import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { renameCspCheckedAttributes } from '../src/ui/remoteView/renameCspCheckedAttributes.ts';
import { SANITIZE_CONFIG } from '../src/ui/remoteView/sanitizeConfig.ts';
import { BoundedCache } from './boundedCache.ts';

/**
 * How many documents one jsdom window parses before it is replaced. Every document DOMPurify parses (DOMParser) leaves
 * event listeners on its window (jsdom 27's selector engine registers them and never removes them): a window kept
 * for the life of the server made each sanitising slower than the one before (a linear scan of those listeners) and
 * held their memory, about 60 KB a document. A fresh window costs about what one sanitising of a short text does.
 */
export const DOCUMENTS_PER_WINDOW = 200;

/** The sanitised texts kept: at most this many, and this many characters of HTML in and out together. */
export const SANITIZED_CACHE_ENTRIES = 512;
export const SANITIZED_CACHE_CHARACTERS = 4_000_000;

let window: JSDOM['window'] | null = null;
let purify: DOMPurify | null = null;
let documentsLeft = 0;

function freshPurify(): DOMPurify {
  if (!purify || documentsLeft <= 0) {
    window?.close();
    window = new JSDOM('').window;
    purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    documentsLeft = DOCUMENTS_PER_WINDOW;
  }
  documentsLeft -= 1;
  return purify;
}

/**
 * The same text always sanitises to the same HTML (the rules are fixed), so a text is sanitised once, not on every
 * page that shows it: a first screen's or an SEO text changes with its domain's or its content's version, and the new
 * text is a new key. Bounded (least recently used first out): the texts may come from a path a visitor chose.
 */
const sanitized = new BoundedCache<string, string>(SANITIZED_CACHE_ENTRIES, SANITIZED_CACHE_CHARACTERS, (html, safe) => html.length + safe.length);

/** The browser's sanitising rules, run on the server, without any cache (what `sanitizeOnServer` keeps). */
export function sanitizeUncached(html: string): string {
  return freshPurify().sanitize(renameCspCheckedAttributes(html), SANITIZE_CONFIG);
}

/** The browser's sanitising rules, run on the server for HTML that goes into the first screen of a page. */
export function sanitizeOnServer(html: string): string {
  return sanitized.getOrSet(html, () => sanitizeUncached(html));
}

/** How many sanitised texts are kept now (tests). */
export const sanitizedCacheSize = () => sanitized.size;
