import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ConsentChoices, useTranslation } from '@host/sdk';
import { consent } from './consent.ts';
import { COOKIE_NOTICE_HEIGHT_PROPERTY } from '../layout/cookieNoticeConstants.ts';

/**
 * Keeps COOKIE_NOTICE_HEIGHT_PROPERTY up to date while the element is on screen: its text wraps with the width, and
 * it grows when the visitor opens its choices (a stale height let it cover the bet slip's place button on a phone).
 * Without ResizeObserver (jsdom) the window's resizes are followed.
 */
function usePublishedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_NOTICE_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    if (!observer) window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(COOKIE_NOTICE_HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

const ALL: ConsentChoices = { functional: true, marketing: true };
const NECESSARY_ONLY: ConsentChoices = { functional: false, marketing: false };

/**
 * The cookie notice with the visitor's choices: everything, necessary cookies only, or a choice per kind (functional,
 * marketing). Opened again from the footer (`choosing`), it shows the stored choices.
 */
export function CookieNotice({ cookiesPage, onAccept, choosing: choosingAtStart = false }: { cookiesPage: string | null; onAccept: () => void; choosing?: boolean }) {
  const { t } = useTranslation('kernel');
  const ref = usePublishedHeight<HTMLDivElement>();
  const [choosing, setChoosing] = useState(choosingAtStart);
  const [choices, setChoices] = useState<ConsentChoices>(() => consent.read() ?? NECESSARY_ONLY);
  const save = (saved: ConsentChoices) => {
    consent.change(saved);
    onAccept();
  };
  const toggle = (kind: keyof ConsentChoices) => setChoices((current) => ({ ...current, [kind]: !current[kind] }));
  return (
    <div ref={ref} className="cookie-notice" role="region" aria-label={t('cookie_notice_label')}>
      <p>
        {t('cookie_notice_text')} {cookiesPage && <Link to={cookiesPage}>{t('cookie_notice_more')}</Link>}
      </p>
      {choosing ? (
        <>
          <fieldset className="cookie-notice__choices">
            <legend>{t('cookie_notice_choices')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookie_kind_necessary')}
            </label>
            <label>
              <input type="checkbox" checked={choices.functional} onChange={() => toggle('functional')} /> {t('cookie_kind_functional')}
            </label>
            <label>
              <input type="checkbox" checked={choices.marketing} onChange={() => toggle('marketing')} /> {t('cookie_kind_marketing')}
            </label>
          </fieldset>
          <button type="button" className="button button--primary" onClick={() => save(choices)}>
            {t('cookie_notice_save')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button button--primary" onClick={() => save(ALL)}>
            {t('cookie_notice_accept')}
          </button>
          <button type="button" className="button" onClick={() => save(NECESSARY_ONLY)}>
            {t('cookie_notice_necessary_only')}
          </button>
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            {t('cookie_notice_choose')}
          </button>
        </>
      )}
    </div>
  );
}
