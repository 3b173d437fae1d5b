import { selectLanguage, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Jackpot } from '../../schemas/casinoApi.ts';
import { fetchJackpots } from '../api/casinoApi.ts';
import { CASINO_NS, JACKPOTS_REFRESH_MS } from '../casinoConstants.ts';
import { formatMinor } from '../format.ts';

/**
 * The running jackpots above the lobby, asked for again every JACKPOTS_REFRESH_MS while the page is visible, so the
 * amounts tick up. A failed call keeps what is shown (or an empty band) and is only logged.
 */
export function JackpotsBar() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const [jackpots, setJackpots] = useState<readonly Jackpot[]>([]);
  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetchJackpots(signal).then(
        (reply) => !signal.aborted && setJackpots(reply.jackpots),
        (error: unknown) => !signal.aborted && console.warn('[casino] jackpots failed to load', error),
      );
    };
    load();
    const timer = setInterval(load, JACKPOTS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, []);
  // The band keeps its height while the amounts load, so nothing below it moves when they arrive.
  return (
    <section className="casino-jackpots" aria-label={t('jackpots')}>
      {jackpots.map((jackpot) => (
        <div key={jackpot.id} className="casino-jackpot">
          <span className="casino-jackpot__name">{jackpot.name}</span>
          <strong className="casino-jackpot__amount">{formatMinor(lang, jackpot.minor, jackpot.currency)}</strong>
        </div>
      ))}
    </section>
  );
}
