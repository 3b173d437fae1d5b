import { useEffect, useState } from 'react';

/** How far beyond the viewport a row counts as on screen: a row about to scroll in already shows current prices. */
const AHEAD = '400px 0px';

export interface RowsOnScreen {
  /** The ids (`data-event`) of the rows in or near the viewport; null while not known, when every row counts as on screen. */
  onScreen: ReadonlySet<number> | null;
  /** A row's ref: watches the row while it is mounted. */
  observeRow: (row: HTMLElement | null) => (() => void) | undefined;
}

/**
 * Which rows of a long list are in or near the viewport, so that a live update re-renders only those (bench: 300
 * live rows, a third of them moving on every poll). The list re-renders when a row comes into view, so a row kept as
 * it was while off screen catches up before it is seen; a row leaving re-renders nothing. Without
 * IntersectionObserver (an old browser, jsdom) every row stays on screen.
 */
export function useRowsOnScreen(): RowsOnScreen {
  const [onScreen, setOnScreen] = useState<ReadonlySet<number> | null>(null);
  const [observer] = useState(() => {
    if (typeof IntersectionObserver === 'undefined') return null;
    const seen = new Set<number>();
    let known = false;
    return new IntersectionObserver(
      (entries) => {
        let arrived = false;
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.event);
          if (!entry.isIntersecting) seen.delete(id);
          else if (!seen.has(id)) {
            seen.add(id);
            arrived = true;
          }
        }
        if (arrived || !known) setOnScreen(new Set(seen));
        known = true;
      },
      { rootMargin: AHEAD },
    );
  });
  useEffect(() => () => observer?.disconnect(), [observer]);
  const [observeRow] = useState(() => (row: HTMLElement | null) => {
    if (!row || !observer) return undefined;
    observer.observe(row);
    return () => observer.unobserve(row);
  });
  return { onScreen, observeRow };
}
