import { useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { matchesSearch, normaliseSearch } from '../search/normaliseSearch.ts';
import { useLobby } from './useLobby.ts';

/** providers (the brands route): every provider with its number of games, narrowed by name as the player types. */
export default function ProvidersPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const lobby = useLobby();
  const [text, setText] = useState('');
  const query = normaliseSearch(text);
  const providers = lobby.status === 'ready' ? lobby.data.providers.filter((provider) => matchesSearch(provider.name, query)) : [];
  return (
    <div className="casino-page casino-providers">
      <h1 className="casino-page__title">{t('title_casino_providers')}</h1>
      <input className="casino-search__input" type="search" value={text} placeholder={t('providers_filter')} aria-label={t('providers_filter')} onChange={(change) => setText(change.target.value)} />
      {lobby.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t(REQUEST_FAILED_KEY)}
        </p>
      )}
      {lobby.status === 'loading' && <p className="casino-page__message">{t('loading')}</p>}
      {lobby.status === 'ready' && providers.length === 0 && <p className="casino-page__message">{t('providers_none')}</p>}
      <ul className="casino-providers__list">
        {providers.map((provider) => {
          const to = href('casino.provider', { provider: provider.slug });
          return (
            <li key={provider.slug}>
              {to && (
                <Link to={to} className="casino-provider">
                  <img src={provider.logo} alt="" width={240} height={80} loading="lazy" decoding="async" />
                  <span className="casino-provider__name">{provider.name}</span>
                  <span className="casino-provider__count">{t('games_count', { count: provider.count })}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
