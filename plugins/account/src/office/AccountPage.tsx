import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectFeatures, selectUserId, useRouteHref, useTranslation } from '@host/sdk';
import { selectUserConfig } from '../accountSlice.ts';
import { protectionStatus } from '../userConfig/protectionLevel.ts';

/** Links of the account page, shown when the domain has their route and the feature it requires. */
const LINKS: ReadonlyArray<{ route: string; labelKey: string; feature?: string }> = [
  { route: 'office.wallets', labelKey: 'office_link_wallets' },
  { route: 'opened-bets', labelKey: 'office_link_opened_bets' },
  { route: 'office.history', labelKey: 'office_link_history' },
  { route: 'office.identification', labelKey: 'office_link_identification', feature: 'identification' },
];

/**
 * office/account: who is signed in (id, e-mail, phone, verification and protection level) and the way to the rest
 * of the office. Signed-in users land here from guest-only routes in account-app mode (access rule 5).
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const userId = useSelector(selectUserId);
  const { data } = useSelector(selectUserConfig);
  const features = useSelector(selectFeatures);
  const hrefOf = useRouteHref();
  return (
    <section className="office-account">
      <h1 className="page-title">{t('office_account_title')}</h1>
      <dl className="office-account__facts">
        <dt>{t('office_account_id')}</dt>
        <dd>{userId}</dd>
        <dt>{t('office_account_email')}</dt>
        <dd>{data?.user_email ?? '—'}</dd>
        <dt>{t('office_account_phone')}</dt>
        <dd>{data?.phone_number ?? '—'}</dd>
        <dt>{t('office_account_verification')}</dt>
        <dd>{t(data?.verification_status === 1 ? 'office_account_not_verified' : 'office_account_verified')}</dd>
        <dt>{t('office_account_protection')}</dt>
        <dd>{t(`office_account_protection_${protectionStatus(data?.protection_level)}`)}</dd>
      </dl>
      <nav className="office-account__links" aria-label={t('office_account_title')}>
        {LINKS.map(({ route, labelKey, feature }) => {
          const to = feature === undefined || features[feature] === true ? hrefOf(route) : null;
          return to ? (
            <Link key={route} className="button" to={to}>
              {t(labelKey)}
            </Link>
          ) : null;
        })}
      </nav>
    </section>
  );
}
