import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@host/sdk';
import { VIEW_IMAGE_QUERY } from './pageMetadataConstants.ts';

/** Only same-origin pictures are shown: the query value is user input. */
export const isSafeImageSource = (value: string) => /^\/(?!\/)[^\s"'<>\\]*$/.test(value);

/**
 * A picture of the SEO text enlarged (the modal host's frame and closing rules: the close button, a click beside it,
 * Escape). Where a plugin's view-image modal is active, the modal host has shown it in the same commit: then this
 * one steps aside.
 */
export function SeoImageViewer({ source }: { source: string }) {
  const { t } = useTranslation('kernel');
  const own = useRef<HTMLDivElement>(null);
  const [modalShown, setModalShown] = useState(false);
  useLayoutEffect(() => {
    setModalShown([...document.querySelectorAll(`[data-modal="${VIEW_IMAGE_QUERY}"]`)].some((modal) => modal.parentElement !== own.current));
  }, [source]);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const close = () => {
    const query = new URLSearchParams(search);
    query.delete(VIEW_IMAGE_QUERY);
    const rest = query.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  };
  useEffect(() => {
    if (modalShown) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  if (modalShown) return null;
  return (
    <div ref={own} className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div className="modal" role="dialog" aria-modal="true" data-modal={VIEW_IMAGE_QUERY}>
        <button type="button" className="modal__close icon-button" aria-label={t('close')} onClick={close}>
          ×
        </button>
        <figure className="view-image">{isSafeImageSource(source) ? <img src={source} alt={t('seo_image_viewer')} /> : <p role="alert">{t('seo_image_refused')}</p>}</figure>
      </div>
    </div>
  );
}
