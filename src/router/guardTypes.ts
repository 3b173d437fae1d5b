import type { RouteEntry } from '../../schemas/manifest.ts';
import type { HostState } from '../store/hostState.ts';

/** What a guard sees of the navigation under way. */
export interface Navigation {
  pathname: string;
  search: string;
  hash: string;
  /** The two-letter first segment, or null when the path has none. */
  lang: string | null;
  /** The language the site will show: the path's when allowed, else the best allowed one. */
  resolvedLang: string;
  /** Languages this visitor may use. */
  allowedLanguages: readonly string[];
  /** The path after the language segment, without a leading slash. */
  rest: string;
  route: RouteEntry | null;
  params: Record<string, string | undefined>;
  cookies: Readonly<Record<string, string>>;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'cancel' }
  | { kind: 'not-found' };

export type Guard = (navigation: Navigation, state: HostState) => GuardResult;

export interface GuardContribution {
  name: string;
  /** Plugin guards run after the kernel's, lowest order first. */
  order: number;
  guard: Guard;
}

export const ALLOW: GuardResult = { kind: 'allow' };
export const redirectTo = (to: string): GuardResult => ({ kind: 'redirect', to });
