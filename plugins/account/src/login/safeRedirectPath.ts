/** A `.` or `..` path segment, also percent-encoded (`%2e%2e`), which a URL parser resolves as one. */
const isDotSegment = (segment: string) => ['.', '..'].includes(segment.toLowerCase().replaceAll('%2e', '.'));

/**
 * Where to go after signing in: the `redirect_url` the auth guard kept, when it is a path of this site. Dot segments
 * are refused: resolved, `/..//x` would become `//x`, another host.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (value === null || !/^\/(?![/\\])[^\s]*$/.test(value)) return null;
  return value.split(/[?#]/)[0].split(/[/\\]/).some(isDotSegment) ? null : value;
}
