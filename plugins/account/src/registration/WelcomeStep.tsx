import { selectFeatures, selectSiteConfig, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectUserConfig } from '../accountSlice.ts';
import { IDENTIFICATION_FLAG } from '../guards/accountGuards.ts';

/** The deposit page, and the identification page the identification guard would otherwise send a new player to. */
export const DEPOSIT_ROUTE = 'office.recharge';
export const IDENTIFICATION_ROUTE = 'office.identification';

/**
 * The step after signing up: what happens next. Where the site asks for identification (feature `identification`)
 * and the new player is not verified, it says so and links it, and links the
 * deposit with the identification guard's flag query (`identification=true`, access rule 7), which the guard's
 * whitelist lets through: the new player can pay before verifying, and once they have a deposit (`has_deposit`) the
 * guard holds them no more.
 * `onLater` ends the step without following a link; `onFollowLink` is told when a link is followed (a modal closes).
 */
export function WelcomeStep({ onLater, onFollowLink }: { onLater: () => void; onFollowLink?: () => void }) {
  const { t } = useTranslation('account');
  const hrefOf = useRouteHref();
  const unverified = useSelector(selectUserConfig).data?.verification_status === 1;
  const identificationAsked = useSelector(selectFeatures).identification === true;
  const company = useSelector(selectSiteConfig)?.site.companyName ?? '';
  const deposit = hrefOf(DEPOSIT_ROUTE);
  const identification = unverified && identificationAsked ? hrefOf(IDENTIFICATION_ROUTE) : null;
  return (
    <section className="welcome-step" aria-labelledby="welcome-step-title">
      <h2 id="welcome-step-title">{t('welcome_title', { company })}</h2>
      {identification && (
        <p>
          {t('welcome_identification')}{' '}
          <Link to={identification} onClick={onFollowLink}>
            {t('welcome_identification_link')}
          </Link>
        </p>
      )}
      {deposit && (
        <p>
          {t('welcome_deposit')}{' '}
          <Link className="button button--primary" to={identification ? `${deposit}?${IDENTIFICATION_FLAG}=true` : deposit} onClick={onFollowLink}>
            {t('welcome_deposit_link')}
          </Link>
        </p>
      )}
      <button type="button" className="button" onClick={onLater}>
        {t('welcome_later')}
      </button>
    </section>
  );
}
