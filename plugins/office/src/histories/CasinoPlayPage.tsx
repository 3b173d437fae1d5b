import { formatMoney, selectLanguage, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { CasinoPlayReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { useLoaded } from '../api/useLoaded.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { formatDateTime } from '../frame/formatDate.ts';
import { validate_casinoPlayReply } from '../generated/validate_casinoPlayReply.js';

/** office/casino and office/slots: the player's latest rounds there, and the way back to the games. */
export default function CasinoPlayPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const area = useRouteEntry()?.name === 'office.slots' ? 'slots' : 'casino';
  const { loaded } = useLoaded(`play:${area}:${lang}`, (signal) => officeGet<CasinoPlayReply>(`${OFFICE_API}/casino-play?area=${area}`, validate_casinoPlayReply, 'casino play', lang, signal));
  const lobby = href(area === 'slots' ? 'casino.slots' : 'casino');
  return (
    <OfficeFrame titleKey={`casino_play_${area}`}>
      {lobby && <Link to={lobby}>{t(`casino_play_lobby_${area}`)}</Link>}
      <LoadState loaded={loaded}>
        {({ rounds }) => (
          <table className="office-table">
            <thead>
              <tr>
                <th>{t('column_date')}</th>
                <th>{t('column_game')}</th>
                <th>{t('column_stake')}</th>
                <th>{t('column_win')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.id}>
                  <td>{formatDateTime(lang, round.playedAt)}</td>
                  <td>{round.game}</td>
                  <td>{formatMoney(lang, round.stake, round.currency)}</td>
                  <td>{formatMoney(lang, round.win, round.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
