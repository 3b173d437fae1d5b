const SLASH = 47;

/**
 * A path without its leading and trailing slashes, in linear time. The regex `/^\/+|\/+$/g` is quadratic on a run of
 * slashes that does not end the text: a 16 KB request path of them held the event loop for half a second.
 */
export function trimSlashes(path: string): string {
  let start = 0;
  while (start < path.length && path.charCodeAt(start) === SLASH) start += 1;
  return path.slice(start, endWithoutSlashes(path, start));
}

/** A path without its trailing slashes, in linear time (see trimSlashes). */
export const trimTrailingSlashes = (path: string): string => path.slice(0, endWithoutSlashes(path, 0));

function endWithoutSlashes(path: string, start: number): number {
  let end = path.length;
  while (end > start && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return end;
}
