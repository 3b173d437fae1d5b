import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { gridGeometry, visibleRows, type GridGeometry } from './gridWindow.ts';

export interface WindowedGrid extends GridGeometry {
  ref: RefObject<HTMLElement | null>;
  /** Rows [first, end) to render. */
  rows: [number, number];
}

/**
 * A grid that renders only the rows near the viewport (the page scrolls, not the grid): the grid's height is that of
 * every row, so the scroll bar and the layout do not move while cards come and go. Follows the window's scroll and
 * the grid's width; a frame per scroll at most.
 */
export function useWindowedGrid(itemCount: number, overscan: number): WindowedGrid {
  const ref = useRef<HTMLElement | null>(null);
  const [geometry, setGeometry] = useState<GridGeometry>(() => gridGeometry(360));
  const [rows, setRows] = useState<[number, number]>([0, 0]);
  const rowCount = Math.ceil(itemCount / geometry.columns);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setGeometry(gridGeometry(element.clientWidth || 360));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const next = visibleRows(element.getBoundingClientRect().top, window.innerHeight || 800, geometry.rowHeight, rowCount, overscan);
      setRows((previous) => (previous[0] === next[0] && previous[1] === next[1] ? previous : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [geometry.rowHeight, rowCount, overscan]);

  return { ref, ...geometry, rows };
}
