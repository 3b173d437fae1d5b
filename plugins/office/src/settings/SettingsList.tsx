import { useTranslation } from '@host/sdk';
import type { OfficeSettings, SettingValue } from '../../schemas/officeSettings.ts';
import { OFFICE_NS } from '../frame/officeMenu.ts';

type Setting = OfficeSettings['commonSettings'][number];

/**
 * A list of settings, each a control that allows only valid values (a switch, or a select of the setting's choices),
 * so no validation message is ever needed (section 5); a change saves that setting alone.
 */
export function SettingsList({ settings, onChange }: { settings: readonly Setting[]; onChange: (id: string, next: SettingValue, previous: SettingValue) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  return (
    <ul className="office-settings">
      {settings.map((setting) => {
        const label = t(`setting_${setting.id}`);
        return (
          <li key={setting.id} className="office-settings__row">
            {setting.options ? (
              <label>
                <span>{label}</span>
                <select value={String(setting.value)} onChange={(event) => onChange(setting.id, event.target.value, setting.value)}>
                  {setting.options.map((option) => (
                    <option key={option} value={option}>
                      {t(`setting_${setting.id}_${option}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                <span>{label}</span>
                <input type="checkbox" role="switch" checked={setting.value === true} onChange={(event) => onChange(setting.id, event.target.checked, setting.value)} />
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
