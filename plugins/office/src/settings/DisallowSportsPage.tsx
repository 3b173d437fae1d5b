import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useOfficeSettings } from './useOfficeSettings.ts';

const toggled = (ids: readonly number[], id: number, hidden: boolean) => (hidden ? [...ids, id] : ids.filter((other) => other !== id));

function SportChoices({ legend, sports, hidden, onToggle }: { legend: string; sports: ReadonlyArray<{ id: number; name: string }>; hidden: readonly number[]; onToggle: (id: number, hidden: boolean) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  return (
    <fieldset className="office-card">
      <legend>{legend}</legend>
      {sports.map((sport) => (
        <label key={sport.id} className="office-check">
          <input type="checkbox" checked={!hidden.includes(sport.id)} onChange={(event) => onToggle(sport.id, !event.target.checked)} aria-label={t('sport_shown', { sport: sport.name, list: legend })} />
          {sport.name}
        </label>
      ))}
    </fieldset>
  );
}

/** office/disallow-sports: the sports the player sees in the line and in live; both lists are saved together. */
export default function DisallowSportsPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, errorKey, saveDisallowSports } = useOfficeSettings();
  const [draft, setDraft] = useState<{ line: number[]; live: number[] } | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <OfficeFrame titleKey="page_disallowSports">
      <p>{t('disallow_intro')}</p>
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={saved ? 'saved' : null} />
      <LoadState loaded={loaded}>
        {(settings) => {
          const current = draft ?? { line: settings.lineDisallowSports, live: settings.liveDisallowSports };
          return (
            <form
              className="office-form"
              onSubmit={async (event) => {
                event.preventDefault();
                setSaved(false);
                const outcome = await saveDisallowSports(current.line, current.live);
                setDraft(null);
                setSaved(outcome === 'saved');
              }}
            >
              <SportChoices legend={t('sports_line')} sports={settings.lineSports} hidden={current.line} onToggle={(id, hidden) => setDraft({ ...current, line: toggled(current.line, id, hidden) })} />
              <SportChoices legend={t('sports_live')} sports={settings.liveSports} hidden={current.live} onToggle={(id, hidden) => setDraft({ ...current, live: toggled(current.live, id, hidden) })} />
              <button type="submit" className="button button--primary">
                {t('save')}
              </button>
            </form>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
