import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@host/sdk';
import { COOKIE_NOTICE_HEIGHT_PROPERTY } from '../layout/cookieNoticeConstants.ts';

/** Keeps COOKIE_NOTICE_HEIGHT_PROPERTY up to date while the element is on screen (its text wraps with the width). */
function usePublishedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_NOTICE_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    window.addEventListener('resize', publish);
    return () => {
      window.removeEventListener('resize', publish);
      root.style.removeProperty(COOKIE_NOTICE_HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

export function CookieNotice({ cookiesPage, onAccept }: { cookiesPage: string | null; onAccept: () => void }) {
  const { t } = useTranslation('kernel');
  const ref = usePublishedHeight<HTMLDivElement>();
  return (
    <div ref={ref} className="cookie-notice" role="region" aria-label={t('cookie_notice_label')}>
      <p>
        {t('cookie_notice_text')} {cookiesPage && <Link to={cookiesPage}>{t('cookie_notice_more')}</Link>}
      </p>
      <button type="button" className="button button--primary" onClick={onAccept}>
        {t('cookie_notice_accept')}
      </button>
    </div>
  );
}
