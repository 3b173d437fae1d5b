/** The cookie jar the token is kept in: the document's cookies in the browser, a map in tests. */
export interface TokenCookies {
  read(name: string): string | null;
  write(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}
