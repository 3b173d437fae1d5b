import { selectLanguage, useRouteEntry, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { LinkOutcomeView } from './LinkOutcomeView.tsx';
import { mailLinkPageOf } from './mailLinkOf.ts';
import { redeemMailLink, type LinkOutcome } from './redeemMailLink.ts';
import { useMailLinkFromAddress } from './useMailLinkFromAddress.ts';

/**
 * user/activate, user/activatefast, user/confirm and user/stopnewsletter (first document 2.4): the page a mail's link
 * opens, signed in or not. It redeems the link at once, since following it is the player's whole request.
 */
export default function MailLinkPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const page = mailLinkPageOf(useRouteEntry()?.name);
  const token = useMailLinkFromAddress();
  const [outcome, setOutcome] = useState<LinkOutcome | 'checking'>('checking');
  const [attempt, setAttempt] = useState(0);
  const purpose = page?.purpose;

  useEffect(() => {
    if (!purpose) return undefined;
    if (!token) return setOutcome('wrong_code');
    let live = true;
    setOutcome('checking');
    void redeemMailLink(purpose, { token }, lang).then((next) => live && setOutcome(next));
    return () => {
      live = false;
    };
    // The language is the call's only; a change of it must not spend the link again.
  }, [purpose, token, attempt]);

  if (!page) return null;
  return (
    <section className="office-page office-page--public">
      <h1 className="page-title">{t(`mail_link_${page.key}_title`)}</h1>
      {outcome === 'checking' ? (
        <p className="office-muted" role="status">
          {t('mail_link_checking')}
        </p>
      ) : (
        <LinkOutcomeView textKey={page.key} outcome={outcome} nextWhenDone={page.nextWhenDone} nextWhenRefused={page.nextWhenRefused} onRetry={() => setAttempt((count) => count + 1)} />
      )}
    </section>
  );
}
