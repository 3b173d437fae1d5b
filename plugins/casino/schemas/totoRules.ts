// The toto ticket's rules the page and the platform share, in a module of their own: the page imports them
// without the schemas beside them.

/** A toto pick for one event: the home side's win, a draw, the away side's win. */
export const TOTO_OUTCOMES = ['1', 'x', '2'] as const;
/** The most lines (combinations of picks) one toto ticket may hold. */
export const TOTO_MAX_LINES = 1024;
