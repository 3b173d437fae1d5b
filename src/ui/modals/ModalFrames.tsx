import { Suspense, useEffect, type ComponentType } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { modalClosed, type ModalProps, useTranslation } from '@host/sdk';
import { lazyComponent } from '../lazyComponent.ts';
import { LoggedErrorBoundary } from '../PluginErrorBoundary.tsx';
import { PluginFailed } from '../PluginFailed.tsx';

/** A modal to show, as the kernel's registry has it. */
export interface OpenModal {
  id: string;
  /** The plugin that contributed it: named in the log and the fallback. */
  pluginId: string;
  load: () => Promise<{ default: ComponentType<ModalProps> }>;
}

type Log = (message: string, detail?: unknown) => void;

/**
 * The frames of the open modals (first document, section 2.10): each closes by its button, the backdrop or Escape;
 * one opened by its query parameter closes by taking the parameter off the address. Fetched with the first modal.
 */
export function ModalFrames({ modals, log }: { modals: readonly OpenModal[]; log: Log }) {
  const dispatch = useDispatch();
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('kernel');
  const query = new URLSearchParams(search);

  function close(modalId: string) {
    if (query.has(modalId)) {
      const next = new URLSearchParams(search);
      next.delete(modalId);
      const rest = next.toString();
      navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    }
    dispatch(modalClosed({ modalId }));
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(modals[modals.length - 1].id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return modals.map((modal) => {
    const Modal = lazyComponent(modal.load);
    return (
      <div key={modal.id} className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close(modal.id)}>
        <div className="modal" role="dialog" aria-modal="true" data-modal={modal.id}>
          <button type="button" className="modal__close icon-button" aria-label={t('close')} onClick={() => close(modal.id)}>
            ×
          </button>
          <LoggedErrorBoundary
            log={log}
            pluginId={modal.pluginId}
            part={`modal ${modal.id}`}
            fallback={(retry) => <PluginFailed pluginId={modal.pluginId} messageKey="plugin_failed_modal" onRetry={retry} />}
          >
            <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
              <Modal value={query.get(modal.id)} onClose={() => close(modal.id)} />
            </Suspense>
          </LoggedErrorBoundary>
        </div>
      </div>
    );
  });
}
