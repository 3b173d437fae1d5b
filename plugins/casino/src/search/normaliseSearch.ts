/** Shorter text matches half the catalogue: nothing is sent below it. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The form a search text is compared in, the BFF's rule too: decomposed (NFD), combining marks stripped, lower case,
 * inner spaces collapsed, trimmed. "  Bóok  of RA " and "book of ra" are one search.
 */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether a name matches a normalised search text (every word of the text appears in it). */
export function matchesSearch(name: string, normalisedText: string): boolean {
  if (normalisedText === '') return true;
  const haystack = normaliseSearch(name);
  return normalisedText.split(' ').every((word) => haystack.includes(word));
}
