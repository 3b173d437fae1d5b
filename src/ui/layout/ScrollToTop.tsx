import { useEffect, useState } from 'react';
import { Icon, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { ARROW_UP_ICON } from '../icons.tsx';
import { HEADER_HIDES_AFTER_PX, SCROLL_TO_TOP_SCREENS } from '../uiConstants.ts';

/**
 * Appears after 1 screen of scrolling on desktop and 4 on mobile. The same listener hides the header on scroll (first
 * document 4.3): `data-header-hidden` on the root while the visitor scrolls down past the header, taken off by any
 * scroll up; host.css hides it in mobile mode only, where the screen is short and the bottom bar keeps the navigation.
 */
export function ScrollToTop() {
  const viewport = useSelector((state: HostState) => state.app.viewport);
  const { t } = useTranslation('kernel');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const threshold = () => SCROLL_TO_TOP_SCREENS[viewport] * window.innerHeight;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setShown(y > threshold());
      document.documentElement.toggleAttribute('data-header-hidden', y > lastY && y > HEADER_HIDES_AFTER_PX);
      lastY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      // A layout without this button (the third-party one) has a header that must not stay hidden.
      document.documentElement.removeAttribute('data-header-hidden');
    };
  }, [viewport]);
  if (!shown) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('scroll_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon path={ARROW_UP_ICON} />
    </button>
  );
}
