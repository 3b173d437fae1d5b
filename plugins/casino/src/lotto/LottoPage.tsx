import { selectLanguage, useDateTimeText, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, NavLink, useParams } from 'react-router';
import type { LottoResult } from '../../schemas/casinoApi.ts';
import { fetchLottery, fetchLottoCatalog, fetchLottoResults } from '../api/casinoApi.ts';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { formatMinor } from '../format.ts';
import { lottoViewOf } from './lottoView.ts';

function Results({ results }: { results: readonly LottoResult[] }) {
  const { t } = useTranslation(CASINO_NS);
  const dateTimeText = useDateTimeText();
  if (results.length === 0) return <p className="casino-page__message">{t('lotto_results_none')}</p>;
  return (
    <ul className="casino-list">
      {results.map((result) => (
        <li key={`${result.id}:${result.drawnAt}`} className="casino-list__item">
          <strong>{result.name}</strong>
          <span className="casino-list__muted">{dateTimeText(result.drawnAt)}</span>
          <span className="lotto-balls">
            {result.numbers.map((number, index) => (
              <span key={index} className="lotto-ball">
                {number}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Catalog() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
  const href = useRouteHref();
  const { loaded: catalog } = useLoaded(`lotto-catalog:${lang}`, (signal) => fetchLottoCatalog(lang, signal));
  if (catalog.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  if (catalog.status === 'failed') return <p className="casino-page__message" role="alert">{t(REQUEST_FAILED_KEY)}</p>;
  return (
    <ul className="casino-list">
      {catalog.data.lotteries.map((lottery) => {
        const to = href('lotto', { sectionName: 'view', lottoId: lottery.id });
        return (
          <li key={lottery.id} className="casino-list__item">
            {to ? <Link to={to}>{lottery.name}</Link> : lottery.name}
            <span>{t('lotto_jackpot', { amount: formatMinor(lang, lottery.jackpot.minor, lottery.jackpot.currency) })}</span>
            <span>{t('lotto_pick', { numbers: lottery.numbers, of: lottery.of })}</span>
            <span className="casino-list__muted">{t('lotto_draw_at', { time: dateTimeText(lottery.drawAt) })}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ResultsSection() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const { loaded: results } = useLoaded(`lotto-results:${lang}`, (signal) => fetchLottoResults(lang, signal));
  if (results.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  if (results.status === 'failed') return <p className="casino-page__message" role="alert">{t(REQUEST_FAILED_KEY)}</p>;
  return <Results results={results.data.results} />;
}

function LotteryView({ lottoId }: { lottoId: string }) {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
  const { loaded: lottery } = useLoaded(`lottery:${lottoId}:${lang}`, (signal) => fetchLottery(lottoId, lang, signal));
  if (lottery.status === 'loading') return <p className="casino-page__message">{t('loading')}</p>;
  if (lottery.status === 'failed') return <p className="casino-page__message" role="alert">{t('lotto_not_found')}</p>;
  const data = lottery.data;
  return (
    <section className="casino-section" aria-label={data.name}>
      <h2 className="casino-page__subtitle">{data.name}</h2>
      <p>{t('lotto_jackpot', { amount: formatMinor(lang, data.jackpot.minor, data.jackpot.currency) })}</p>
      <p>{t('lotto_pick', { numbers: data.numbers, of: data.of })}</p>
      <p className="casino-list__muted">{t('lotto_draw_at', { time: dateTimeText(data.drawAt) })}</p>
      <h3>{t('lotto_results')}</h3>
      <Results results={data.lastResults} />
    </section>
  );
}

/** lotto/{sectionName?}/{lottoId?}: the catalogue (default), the results, or one lottery (view). */
export default function LottoPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const { sectionName, lottoId } = useParams();
  const view = lottoViewOf(sectionName, lottoId);
  return (
    <div className="casino-page casino-lotto">
      <h1 className="casino-page__title">{t('title_lotto')}</h1>
      <nav className="casino-chips" aria-label={t('lotto_sections')}>
        {(['catalog', 'results'] as const).map((section) => {
          const to = href('lotto', { sectionName: section });
          return to ? (
            <NavLink key={section} to={to} className={() => `casino-chip${view.section === section ? ' casino-chip--active' : ''}`}>
              {t(`lotto_${section}`)}
            </NavLink>
          ) : null;
        })}
      </nav>
      {view.section === 'catalog' && <Catalog />}
      {view.section === 'results' && <ResultsSection />}
      {view.section === 'view' && <LotteryView lottoId={view.lottoId} />}
    </div>
  );
}
