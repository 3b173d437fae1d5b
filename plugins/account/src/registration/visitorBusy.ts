/**
 * Whether the visitor is busy: a modal is open (by code or by the address), or they are typing in a form. Its own
 * module, so that the boot bundle's home section can ask it without importing a saga (redux-saga loads on first use).
 */
export function visitorBusy(document: Document): boolean {
  return document.querySelector('[data-modal]') !== null || document.activeElement?.closest('form') != null;
}
