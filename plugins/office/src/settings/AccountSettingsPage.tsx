import { type HostState, useOptionalService, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { accountsService } from '../../../account/contract/index.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { SettingsList } from './SettingsList.tsx';
import { useOfficeSettings } from './useOfficeSettings.ts';

/** The title key the wallet attributes give the wallets section when they name none (first document 3.7). */
export const DEFAULT_WALLETS_TITLE_KEY = 'wallets_bonus';

/** office/account-settings: the common and other settings, and the sections the show flags open. */
export default function AccountSettingsPage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const { loaded, errorKey, saveSetting } = useOfficeSettings();
  const accounts = useOptionalService(accountsService);
  const openAccounts = useSelector((state: HostState) => accounts?.selectAccounts(state) ?? null);
  // Only the currencies the player has no account in yet are offered.
  const isOpen = (iso: string) => openAccounts?.some((account) => account.iso === iso) === true;
  return (
    <OfficeFrame titleKey="page_accountSettings">
      <LoadState loaded={loaded}>
        {(settings) => {
          const wallets = href('office.wallets');
          const promoCheck = href('office.promo-code-check');
          const promoSection = settings.promoSetting.promoCodeCheckSection;
          return (
            <>
              <ErrorText messageKey={errorKey} />
              <section className="office-card" aria-label={t('settings_common')}>
                <h2>{t('settings_common')}</h2>
                <SettingsList settings={settings.commonSettings} onChange={saveSetting} />
              </section>
              <section className="office-card" aria-label={t('settings_other')}>
                <h2>{t('settings_other')}</h2>
                <SettingsList settings={settings.otherSettings} onChange={saveSetting} />
              </section>
              {settings.showWallets && wallets && (
                <section className="office-card">
                  <h2>{t(settings.walletAttributes.title_translation_key || DEFAULT_WALLETS_TITLE_KEY, { defaultValue: t(DEFAULT_WALLETS_TITLE_KEY) })}</h2>
                  <p>
                    {settings.availableCurrencies.some((iso) => !isOpen(iso))
                      ? t('settings_currencies', { currencies: settings.availableCurrencies.filter((iso) => !isOpen(iso)).join(', ') })
                      : t('settings_currencies_all_open')}
                  </p>
                  <Link to={wallets}>{t('menu_wallets')}</Link>
                </section>
              )}
              {settings.showClubPoints && (
                <p className="office-card" data-testid="office-club-points">
                  {t('club_points', { points: settings.clubPoints })}
                </p>
              )}
              {settings.showPromoCodeCheck && promoSection.isAvailable && promoCheck && (
                <section className="office-card">
                  <h2>{t(promoSection.title, { defaultValue: t('menu_promo_code_check') })}</h2>
                  <Link to={promoCheck}>{t('promo_check_go')}</Link>
                </section>
              )}
            </>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
