import { formatDate, formatMoney, selectLanguage, selectPreferences, useLoaded, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import type { BonusesReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_bonusesReply } from '../generated/validate_bonusesReply.js';
import { BONUS_FILTER_OF_ROUTE, wagerPercent } from './wagerProgress.ts';

const TABS = [
  ['office.bonuses', 'bonuses_all'],
  ['office.bonuses.deposit', 'bonuses_deposit'],
  ['office.bonuses.wager', 'bonuses_wager'],
] as const;

/** office/bonuses, bonuses/deposit and bonuses/wager: the player's bonuses with their wagering progress. */
export default function BonusesPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const href = useRouteHref();
  const routeName = useRouteEntry()?.name ?? 'office.bonuses';
  const shown = BONUS_FILTER_OF_ROUTE[routeName] ?? BONUS_FILTER_OF_ROUTE['office.bonuses'];
  const { loaded } = useLoaded(`bonuses:${lang}`, (signal) => officeGet<BonusesReply>(`${OFFICE_API}/bonuses`, validate_bonusesReply, 'bonuses', lang, signal));
  return (
    <OfficeFrame titleKey="page_bonuses">
      <nav className="office-tabs" aria-label={t('page_bonuses')}>
        {TABS.map(([route, label]) => {
          const to = href(route);
          return to ? (
            <NavLink key={route} to={to} end className={({ isActive }) => `office-tab${isActive ? ' office-tab--active' : ''}`}>
              {t(label)}
            </NavLink>
          ) : null;
        })}
      </nav>
      <LoadState loaded={loaded}>
        {({ bonuses }) => {
          const list = bonuses.filter(shown);
          return list.length === 0 ? (
            <p>{t('bonuses_empty')}</p>
          ) : (
            <ul className="office-list">
              {list.map((bonus) => {
                const percent = wagerPercent(bonus);
                return (
                  <li key={bonus.id} className="office-card">
                    <h2>{bonus.title}</h2>
                    <p>{formatMoney(lang, bonus.amount, bonus.currency)}</p>
                    {bonus.wagerRequired > 0 && (
                      <>
                        <progress max={100} value={percent} aria-label={t('wager_progress_label', { title: bonus.title })} />
                        <p>{t('wager_progress', { wagered: formatMoney(lang, bonus.wagered, bonus.currency), required: formatMoney(lang, bonus.wagerRequired, bonus.currency), percent })}</p>
                      </>
                    )}
                    <p className="office-muted">{t(`bonus_status_${bonus.status}`, { date: formatDate(lang, bonus.expiresAt, preferences) })}</p>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
