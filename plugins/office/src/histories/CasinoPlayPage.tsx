import { formatDateTime, formatMoney, selectLanguage, selectPreferences, useLoaded, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { CasinoPlayReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeTable } from '../frame/OfficeTable.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_casinoPlayReply } from '../generated/validate_casinoPlayReply.js';

/** office/casino and office/slots: the player's latest rounds there, and the way back to the games. */
export default function CasinoPlayPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const href = useRouteHref();
  const area = useRouteEntry()?.name === 'office.slots' ? 'slots' : 'casino';
  const { loaded } = useLoaded(`play:${area}:${lang}`, (signal) => officeGet<CasinoPlayReply>(`${OFFICE_API}/casino-play?area=${area}`, validate_casinoPlayReply, 'casino play', lang, signal));
  const lobby = href(area === 'slots' ? 'casino.slots' : 'casino');
  return (
    <OfficeFrame titleKey={`casino_play_${area}`}>
      {lobby && <Link to={lobby}>{t(`casino_play_lobby_${area}`)}</Link>}
      <LoadState loaded={loaded}>
        {({ rounds }) => (
          <OfficeTable
            rows={rounds}
            rowKey={(round) => round.id}
            columns={[
              { heading: t('column_date'), cell: (round) => formatDateTime(lang, round.playedAt, preferences) },
              { heading: t('column_game'), cell: (round) => round.game },
              { heading: t('column_stake'), cell: (round) => formatMoney(lang, round.stake, round.currency) },
              { heading: t('column_win'), cell: (round) => formatMoney(lang, round.win, round.currency) },
            ]}
          />
        )}
      </LoadState>
    </OfficeFrame>
  );
}
