import { selectLanguage, useLoaded } from '@host/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { OfficeSettings, SettingValue } from '../../schemas/officeSettings.ts';
import { OFFICE_API, officeGet, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { validate_officeSettings } from '../generated/validate_officeSettings.js';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';
import { saveWithRollback } from './saveWithRollback.ts';

export type SettingGroup = 'commonSettings' | 'otherSettings' | 'notificationSettings';

export const fetchOfficeSettings = (lang: string, signal?: AbortSignal) => officeGet<OfficeSettings>(`${OFFICE_API}/settings`, validate_officeSettings, 'office settings', lang, signal);

const withValue = (settings: OfficeSettings, id: string, value: SettingValue): OfficeSettings => {
  const update = (group: SettingGroup) => settings[group].map((setting) => (setting.id === id ? { ...setting, value } : setting));
  return { ...settings, commonSettings: update('commonSettings'), otherSettings: update('otherSettings'), notificationSettings: update('notificationSettings') };
};

/**
 * The office settings data and its saves: each setting saves on its own (a newer save of the same setting cancels
 * the older call), applied at once and rolled back when its call fails; the refusal is worded by the plugin.
 */
export function useOfficeSettings() {
  const lang = useSelector(selectLanguage);
  const { loaded, replace } = useLoaded(`settings:${lang}`, (signal) => fetchOfficeSettings(lang, signal));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const current = useRef<OfficeSettings | null>(null);
  current.current = loaded.status === 'ready' ? loaded.data : null;
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => () => inFlight.current.forEach((controller) => controller.abort()), []);

  const saveSetting = useCallback(
    async (id: string, next: SettingValue, previous: SettingValue) => {
      inFlight.current.get(id)?.abort();
      const controller = new AbortController();
      inFlight.current.set(id, controller);
      setErrorKey(null);
      const result = await saveWithRollback({
        previous,
        next,
        apply: (value) => current.current && replace((current.current = withValue(current.current, id, value))),
        save: () => officeSend(`${OFFICE_API}/settings`, { id, value: next }, validate_officeSuccessReply, 'setting save', lang, { signal: controller.signal }),
      });
      if (inFlight.current.get(id) === controller) inFlight.current.delete(id);
      if (result.outcome === 'rolledBack') setErrorKey(refusalKeyOf(result.error));
    },
    [lang, replace],
  );

  const saveDisallowSports = useCallback(
    async (line: number[], live: number[]) => {
      const settings = current.current;
      if (!settings) return;
      setErrorKey(null);
      const previous = { line: settings.lineDisallowSports, live: settings.liveDisallowSports };
      const result = await saveWithRollback({
        previous,
        next: { line, live },
        apply: (value) => current.current && replace((current.current = { ...current.current, lineDisallowSports: value.line, liveDisallowSports: value.live })),
        save: () => officeSend(`${OFFICE_API}/settings/disallow-sports`, { line, live }, validate_officeSuccessReply, 'disallowed sports save', lang),
      });
      if (result.outcome === 'rolledBack') setErrorKey(refusalKeyOf(result.error));
      return result.outcome;
    },
    [lang, replace],
  );

  return { loaded, errorKey, saveSetting, saveDisallowSports };
}
