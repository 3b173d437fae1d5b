import { openModal, selectIsAuthenticated, selectSiteConfig, useTranslation, type ModalProps } from '@host/sdk';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { agreeToTransfer } from './transferApi.ts';

type Step = 'asking' | 'busy' | 'done' | 'failed';

/**
 * The transfer-user modal (first document 2.10, opened by its query parameter): the operator moves the player's
 * account to its site licensed for the player's country (the user config's `isRequiredTransfer`). The player reads
 * what moves and agrees, or leaves it for later; a visitor is asked to sign in first.
 */
export default function TransferUserModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsAuthenticated);
  const company = useSelector(selectSiteConfig)?.site.companyName ?? '';
  const [step, setStep] = useState<Step>('asking');
  const agree = () => {
    setStep('busy');
    agreeToTransfer().then(
      () => setStep('done'),
      () => setStep('failed'),
    );
  };
  return (
    <div className="transfer-user">
      <h2>{t('transfer_title')}</h2>
      {step === 'done' ? (
        <p role="status">{t('transfer_done', { company })}</p>
      ) : (
        <>
          <p>{t('transfer_text', { company })}</p>
          <p>{t('transfer_keeps')}</p>
          {step === 'failed' && <p role="alert">{t('transfer_failed')}</p>}
        </>
      )}
      <div className="logout-confirm__buttons">
        {!signedIn ? (
          <button type="button" className="button button--primary" onClick={() => dispatch(openModal('login'))}>
            {t('transfer_sign_in')}
          </button>
        ) : (
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
