import { safeRedirectPath } from '../login/safeRedirectPath.ts';

/**
 * The first page the identification guard stopped a user on (access rule 7: "remembered and restored once"): kept
 * for the tab from the first redirect, later redirects do not replace it, and it is used once.
 */
export const IDENTIFICATION_FIRST_PAGE_KEY = 'account.identificationFirstPage';

/** Keeps `page` (a path after the language) unless a first page is kept already. */
export function rememberFirstPage(storage: Storage, page: string | null): void {
  if (storage.getItem(IDENTIFICATION_FIRST_PAGE_KEY) === null && safeRedirectPath(page)) storage.setItem(IDENTIFICATION_FIRST_PAGE_KEY, page!);
}

/** The kept first page, forgotten as it is read; null when there is none. */
export function takeFirstPage(storage: Storage): string | null {
  const page = storage.getItem(IDENTIFICATION_FIRST_PAGE_KEY);
  storage.removeItem(IDENTIFICATION_FIRST_PAGE_KEY);
  return safeRedirectPath(page);
}

export function forgetFirstPage(storage: Storage): void {
  storage.removeItem(IDENTIFICATION_FIRST_PAGE_KEY);
}
