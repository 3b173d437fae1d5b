import { useTranslation } from '@host/sdk';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { SettingsList } from './SettingsList.tsx';
import { useOfficeSettings } from './useOfficeSettings.ts';

/** The notification settings sent by e-mail (their ids start with `email`). */
export const isEmailSetting = (id: string): boolean => id.startsWith('email');

/** office/email-subscription: the e-mail mailings only. */
export default function EmailSubscriptionPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, errorKey, saveSetting } = useOfficeSettings();
  return (
    <OfficeFrame titleKey="page_emailSubscription">
      <p>{t('email_subscription_intro')}</p>
      <ErrorText messageKey={errorKey} />
      <LoadState loaded={loaded}>{(settings) => <SettingsList settings={settings.notificationSettings.filter((setting) => isEmailSetting(setting.id))} onChange={saveSetting} />}</LoadState>
    </OfficeFrame>
  );
}
