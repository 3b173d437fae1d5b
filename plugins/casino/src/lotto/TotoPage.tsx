import { selectIsAuthenticated, selectLanguage, useLoaded, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { fetchToto } from '../api/casinoApi.ts';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { TotoPool } from './TotoPool.tsx';
import { TotoTickets } from './TotoTickets.tsx';

/** toto (the toto frame with its section): the pools of the section as tickets to fill in, and the player's tickets. */
export default function TotoPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const signedIn = useSelector(selectIsAuthenticated);
  const [bought, setBought] = useState(0);
  const { totoSection } = useParams();
  const { loaded: toto } = useLoaded(`toto:${totoSection ?? ''}:${lang}`, (signal) => fetchToto(totoSection, lang, signal));
  return (
    <div className="casino-page casino-toto" data-testid="toto-frame">
      <h1 className="casino-page__title">{t('title_toto')}</h1>
      {toto.status === 'loading' && <p className="casino-page__message">{t('loading')}</p>}
      {toto.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t(REQUEST_FAILED_KEY)}
        </p>
      )}
      {toto.status === 'ready' &&
        (toto.data.pools.length === 0 ? (
          <p className="casino-page__message">{t('toto_none')}</p>
        ) : (
          toto.data.pools.map((pool) => <TotoPool key={pool.id} pool={pool} onBought={() => setBought((count) => count + 1)} />)
        ))}
      {signedIn && <TotoTickets revision={bought} />}
    </div>
  );
}
