import { selectLanguage, useDateTimeText, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { fetchToto } from '../api/casinoApi.ts';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';

/** toto (the toto frame with its section): the pools of the section, each with its events and closing time. */
export default function TotoPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
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
          toto.data.pools.map((pool) => (
            <section key={pool.id} className="casino-section casino-toto__pool" aria-label={pool.name}>
              <h2 className="casino-page__subtitle">{pool.name}</h2>
              <p className="casino-list__muted">{t('toto_closes_at', { time: dateTimeText(pool.closesAt) })}</p>
              <ol className="casino-toto__events">
                {pool.events.map((event, index) => (
                  <li key={index}>
                    {event.home} – {event.away}
                  </li>
                ))}
              </ol>
            </section>
          ))
        ))}
    </div>
  );
}
