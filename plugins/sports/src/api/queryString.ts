/** The line's API root. */
export const LINE_API = '/line-api/v1';

/** The query of a line call: empty, false and undefined parameters are left out, true is sent as 1. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false || value === '') continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
