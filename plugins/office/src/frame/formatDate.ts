/** A date and time in the page language (an ISO string or Unix seconds). */
export function formatDateTime(lang: string, when: string | number): string {
  const date = typeof when === 'number' ? new Date(when * 1000) : new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(lang: string, when: string | number): string {
  const date = typeof when === 'number' ? new Date(when * 1000) : new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(lang, { dateStyle: 'medium' });
}
