import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { ErrorText, LoadState } from '../frame/LoadState.tsx';
import { SettingsList } from './SettingsList.tsx';
import { useOfficeSettings } from './useOfficeSettings.ts';

/** office/mailing-settings: the notification settings (e-mail, SMS and push), each saved on its own. */
export default function MailingSettingsPage() {
  const { loaded, errorKey, saveSetting } = useOfficeSettings();
  return (
    <OfficeFrame titleKey="page_mailingSettings">
      <ErrorText messageKey={errorKey} />
      <LoadState loaded={loaded}>{(settings) => <SettingsList settings={settings.notificationSettings} onChange={saveSetting} />}</LoadState>
    </OfficeFrame>
  );
}
