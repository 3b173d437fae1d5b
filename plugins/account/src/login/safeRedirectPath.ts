/** Where to go after signing in: the `redirect_url` the auth guard kept, when it is a path of this site. */
export function safeRedirectPath(value: string | null): string | null {
  return value !== null && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}
