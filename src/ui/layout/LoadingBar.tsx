import { useContext, useEffect, useState } from 'react';
import { NavigationPendingContext } from '../../router/HostRoutes.tsx';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../uiConstants.ts';

/** A top bar for navigations that take longer than 200 ms; its progress runs over 5000 ms. */
export function LoadingBar() {
  const busy = useContext(NavigationPendingContext);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label="loading">
      <div className="loading-bar__fill" ref={(node) => {
          node?.animate([{ width: '0%' }, { width: '90%' }], { duration: LOADING_BAR_DURATION_MS, fill: 'forwards', easing: 'ease-out' });
        }}
      />
    </div>
  );
}
