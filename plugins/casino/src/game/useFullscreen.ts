import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API on one element: whether the browser offers it, whether it is on, and the toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>): { supported: boolean; active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement && document.fullscreenElement === target.current) void document.exitFullscreen().catch(() => undefined);
    };
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch((error: unknown) => console.warn('[casino] leaving full screen failed', error));
    else void target.current?.requestFullscreen().catch((error: unknown) => console.warn('[casino] full screen refused', error));
  }, [target]);
  return { supported, active, toggle };
}
