import { safeStorage, selectLanguage, useTranslation, type HostState } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '../login/safeRedirectPath.ts';
import { FROM_URL_KEY, REDIRECT_URL_QUERY } from '../registration/postLoginRedirect.ts';
import type { SocialNetwork } from '../../schemas/social.ts';
import { socialSignInConfigOf } from './socialSignInConfig.ts';

const NO_NETWORKS: readonly never[] = [];

/**
 * Where a network's sign-in starts: a navigation to the platform, which sends the browser on to the network. Kept
 * here, apart from the sign-in calls, so that the login and registration chunks share this module only.
 */
const socialAuthorizeUrl = (network: SocialNetwork, lang: string) => `/social-api/oauth/${network}/authorize?lang=${encodeURIComponent(lang)}`;

/**
 * "Continue with …" for each social network the domain offers (the `socialSignIn` group's `networks`), above the
 * login and registration forms. Each is a navigation to the network through the platform; where the visitor was to
 * go after signing in (`redirect_url`) is kept for the sign-in page they come back to.
 */
export function SocialButtons() {
  const { t } = useTranslation('account');
  const networks = useSelector((state: HostState) => socialSignInConfigOf(state).networks ?? NO_NETWORKS);
  const lang = useSelector(selectLanguage);
  const [query] = useSearchParams();
  if (networks.length === 0) return null;
  const keepTarget = () => {
    const target = safeRedirectPath(query.get(REDIRECT_URL_QUERY));
    if (target) safeStorage('sessionStorage').setItem(FROM_URL_KEY, target);
  };
  return (
    <nav className="social-buttons" aria-label={t('social_title')}>
      {networks.map((network) => (
        <a key={network} className={`button social-buttons__button social-buttons__button--${network}`} href={socialAuthorizeUrl(network, lang)} onClick={keepTarget}>
          {t('social_continue_with', { network: t(`social_network_${network}`) })}
        </a>
      ))}
      <p className="social-buttons__or">{t('social_or')}</p>
    </nav>
  );
}
