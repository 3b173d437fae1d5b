import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import type { LinkOutcome } from './redeemMailLink.ts';

interface LinkOutcomeViewProps {
  /** The page's part of the dictionary keys (`mail_link_{key}_…`). */
  textKey: string;
  outcome: LinkOutcome;
  nextWhenDone: string;
  nextWhenRefused: string;
  onRetry(): void;
}

/**
 * What became of a mail's link and the next step (second document 5): the result with the page it leads on to, an
 * expired or wrong link with where to get a new one, or a failed call with a retry.
 */
export function LinkOutcomeView({ textKey, outcome, nextWhenDone, nextWhenRefused, onRetry }: LinkOutcomeViewProps) {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  if (outcome === 'failed') {
    return (
      <div className="mail-link mail-link--failed">
        <p role="alert">{t('mail_link_failed')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('mail_link_retry')}
        </button>
      </div>
    );
  }
  const done = outcome === 'done';
  const next = href(done ? nextWhenDone : nextWhenRefused);
  return (
    <div className={`mail-link mail-link--${done ? 'done' : 'refused'}`} data-testid="mail-link-outcome">
      <p role={done ? 'status' : 'alert'}>{t(done ? `mail_link_${textKey}_done` : `mail_link_${outcome}`)}</p>
      {next && (
        <Link className="button button--primary" to={next}>
          {t(done ? `mail_link_${textKey}_next_done` : `mail_link_${textKey}_next_refused`)}
        </Link>
      )}
    </div>
  );
}
