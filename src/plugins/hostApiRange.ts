// A plugin's `hostApi` is an npm-style version range. The kernel checks it on every plugin load, so it carries its
// own small matcher instead of the semver package (6 KiB gzip on every first visit). It covers the range grammar
// plugin manifests use: `*`, `x`-ranges, exact versions, comparators, `^`, `~`, hyphen ranges, and `||` / spaces.
// Pre-release versions are out of scope: the host API is released as plain MAJOR.MINOR.PATCH.

type Version = [number, number, number];
type Comparator = (version: Version) => boolean;

const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/;

/** The numbers given (up to the first wildcard or missing part). */
function partsOf(text: string): number[] | null {
  const match = PARTIAL.exec(text);
  if (!match) return null;
  const parts: number[] = [];
  for (const part of match.slice(1)) {
    if (part === undefined || /[xX*]/.test(part)) break;
    parts.push(Number(part));
  }
  return parts;
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const padded = (parts: number[]): Version => [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];

/** The first version above every version the partial names: `1.2` -> `1.3.0`, `1` -> `2.0.0`. */
function nextAfter(parts: number[]): Version {
  if (parts.length === 0) return [Infinity, 0, 0];
  const bumped = [...parts];
  bumped[bumped.length - 1] += 1;
  return padded(bumped);
}

const atLeast = (low: Version): Comparator => (v) => compare(v, low) >= 0;
const below = (high: Version): Comparator => (v) => compare(v, high) < 0;

/** The versions a partial version names: `1.2` is `>=1.2.0 <1.3.0`. */
const within = (parts: number[]): Comparator[] => [atLeast(padded(parts)), below(nextAfter(parts))];

function caret(parts: number[]): Comparator[] {
  // The left-most non-zero part may not change: ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4.
  const fixed = parts.findIndex((part) => part !== 0);
  const upTo = fixed === -1 ? parts.length : fixed + 1;
  return [atLeast(padded(parts)), below(nextAfter(parts.slice(0, Math.min(upTo, parts.length))))];
}

function tilde(parts: number[]): Comparator[] {
  return [atLeast(padded(parts)), below(nextAfter(parts.slice(0, Math.max(1, Math.min(2, parts.length)))))];
}

function comparatorsOf(operator: string, parts: number[]): Comparator[] {
  switch (operator) {
    case '^': return caret(parts);
    case '~': case '~>': return tilde(parts);
    case '>=': return [atLeast(padded(parts))];
    case '<': return [below(padded(parts))];
    // Versions are whole numbers, so `>1.2.3` is `>=1.2.4` and `<=1.2` is `<1.3.0`.
    case '>': return [atLeast(nextAfter(parts))];
    case '<=': return [below(nextAfter(parts))];
    default: return within(parts);
  }
}

/** One space-separated set of comparators, or `null` when a part is not understood. */
function parseSet(text: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const [low, high] = [partsOf(hyphen[1]), partsOf(hyphen[2])];
    return low && high ? [atLeast(padded(low)), below(nextAfter(high))] : null;
  }
  const comparators: Comparator[] = [];
  const tokens = text.replace(/(\^|~>?|[<>]=?|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
  for (const token of tokens.length ? tokens : ['*']) {
    const [, operator, rest] = /^(\^|~>?|[<>]=?|=)?(.*)$/.exec(token)!;
    const parts = partsOf(rest);
    if (!parts) return null;
    comparators.push(...comparatorsOf(operator ?? '', parts));
  }
  return comparators;
}

/** Whether a plain MAJOR.MINOR.PATCH version is in the range; an unreadable range or version matches nothing. */
export function satisfiesRange(version: string, range: string): boolean {
  const parts = partsOf(version.trim());
  if (!parts || parts.length !== 3) return false;
  const sets = range.split('||').map((set) => parseSet(set.trim()));
  if (sets.some((set) => set === null)) return false;
  return sets.some((set) => set!.every((matches) => matches(parts as Version)));
}
