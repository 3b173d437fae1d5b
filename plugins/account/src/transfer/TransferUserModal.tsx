import { HttpError, openModal, selectIsAuthenticated, selectSiteConfig, useTranslation, type ModalProps } from '@host/sdk';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserConfig } from '../accountSlice.ts';
import { loadUserConfig } from '../userConfig/userConfigApi.ts';
import { agreeToTransfer } from './transferApi.ts';

type Step = 'asking' | 'busy' | 'done' | 'failed';

/**
 * The transfer-user modal (first document 2.10, opened by its query parameter): the operator moves the player's
 * account to its site licensed for the player's country. Shown only to a player whose user config says
 * `isRequiredTransfer`: for anyone else the link's query is dropped quietly (the server refuses their agreement
 * anyway). The player reads what moves and agrees, or leaves it for later; a visitor is asked to sign in first.
 */
export default function TransferUserModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsAuthenticated);
  const userConfig = useSelector(selectUserConfig);
  const company = useSelector(selectSiteConfig)?.site.companyName ?? '';
  const [step, setStep] = useState<Step>('asking');
  const required = userConfig.data?.isRequiredTransfer === true;
  // Until the player's config is known (it loads after a sign-in made here), nothing is offered.
  const known = signedIn && userConfig.loaded;
  const notRequired = known && !required && step === 'asking';

  // Once: the frame's close takes the query off the address, and renders before that lands must not close it again.
  const dropped = useRef(false);
  useEffect(() => {
    if (!notRequired || dropped.current) return;
    dropped.current = true;
    onClose();
  }, [notRequired, onClose]);

  // The agreement changes the player's config: read again, so it is not asked again.
  const refreshConfig = () => loadUserConfig(dispatch);
  const agree = () => {
    setStep('busy');
    agreeToTransfer().then(
      () => refreshConfig().then(() => setStep('done')),
      (error: unknown) => {
        // Agreed elsewhere meanwhile (another device): this install's copy of the config was stale.
        if (error instanceof HttpError && error.status === 409) refreshConfig().then(onClose);
        else setStep('failed');
      },
    );
  };
  if (notRequired) return null;
  return (
    <div className="transfer-user">
      <h2>{t('transfer_title')}</h2>
      {step === 'done' ? (
        <p role="status">{t('transfer_done', { company })}</p>
      ) : (
        (!signedIn || known) && (
          <>
            <p>{t('transfer_text', { company })}</p>
            <p>{t('transfer_keeps')}</p>
            {step === 'failed' && <p role="alert">{t('transfer_failed')}</p>}
          </>
        )
      )}
      <div className="logout-confirm__buttons">
        {!signedIn ? (
          <button type="button" className="button button--primary" onClick={() => dispatch(openModal('login'))}>
            {t('transfer_sign_in')}
          </button>
        ) : (
          known &&
          step !== 'done' && (
            <button type="button" className="button button--primary" disabled={step === 'busy'} onClick={agree}>
              {t('transfer_agree')}
            </button>
          )
        )}
        <button type="button" className="button" onClick={onClose}>
          {t(step === 'done' ? 'transfer_close' : 'transfer_later')}
        </button>
      </div>
    </div>
  );
}
