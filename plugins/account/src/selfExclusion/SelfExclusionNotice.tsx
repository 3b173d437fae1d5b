import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { SELF_EXCLUSION_LISTED, selfExclusionRegisterOf } from './selfExclusionRefusal.ts';

/**
 * Why a registration or sign-in was refused by the national self-exclusion register, naming and linking the register
 * the domain's profile names (the player's way to read about their entry); read out as soon as it appears.
 */
export function SelfExclusionNotice({ errorKey, className }: { errorKey: string; className: string }) {
  const { t } = useTranslation('account');
  const register = useSelector(selfExclusionRegisterOf);
  return (
    <p className={className} role="alert">
      {register ? t(errorKey, { register: register.name }) : t(`${errorKey}_unnamed`)}{' '}
      {register && errorKey === SELF_EXCLUSION_LISTED && (
        <a href={register.url} target="_blank" rel="noopener noreferrer">
          {t('self_exclusion_read_more', { register: register.name })}
        </a>
      )}
    </p>
  );
}
