import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { HostState } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';
import { lazyComponent } from '../lazyComponent.ts';
import { PluginErrorBoundary } from '../PluginErrorBoundary.tsx';
import { PluginFailed } from '../PluginFailed.tsx';
import { modalClosed, useTranslation } from '@host/sdk';
import { allModalsClosed } from '../../store/modalsSlice.ts';

/**
 * Shows modals opened by a query parameter named after the modal (`?coupon-settings-modal`) or by the openModal
 * action. A change of query closes the modals opened by code (first document, section 2.10). A modal that throws
 * shows a local fallback inside its frame, which still closes; the page under it keeps working.
 */
export function ModalHost() {
  const { registries } = useHost();
  useSyncExternalStore(registries.modals.subscribe, registries.modals.getVersion);
  const opened = useSelector((state: HostState) => state.modals);
  const dispatch = useDispatch();
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('kernel');
  const previousSearch = useRef(search);

  useEffect(() => {
    if (previousSearch.current === search) return;
    previousSearch.current = search;
    dispatch(allModalsClosed());
  }, [search, dispatch]);

  const query = new URLSearchParams(search);
  const fromQuery = registries.modals.keys().filter((id) => query.has(id));
  const visible = [...new Set([...fromQuery, ...opened.filter((id) => registries.modals.get(id))])];

  useEffect(() => {
    if (visible.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(visible[visible.length - 1]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  function close(modalId: string) {
    if (query.has(modalId)) {
      const next = new URLSearchParams(search);
      next.delete(modalId);
      const rest = next.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    }
    dispatch(modalClosed({ modalId }));
  }

  return (
    <>
      {visible.map((modalId) => {
        const Modal = lazyComponent(registries.modals.get(modalId)!);
        return (
          <div key={modalId} className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close(modalId)}>
            <div className="modal" role="dialog" aria-modal="true" data-modal={modalId}>
              <button type="button" className="modal__close icon-button" aria-label={t('close')} onClick={() => close(modalId)}>
                ×
              </button>
              <PluginErrorBoundary
                pluginId={registries.modals.ownerOf(modalId) ?? 'unknown'}
                part={`modal ${modalId}`}
                fallback={(retry) => <PluginFailed pluginId={registries.modals.ownerOf(modalId) ?? 'unknown'} messageKey="plugin_failed_modal" onRetry={retry} />}
              >
                <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
                  <Modal value={query.get(modalId)} onClose={() => close(modalId)} />
                </Suspense>
              </PluginErrorBoundary>
            </div>
          </div>
        );
      })}
    </>
  );
}
