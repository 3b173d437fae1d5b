import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { http, useRouteHref, useTranslation } from '@host/sdk';

type Outcome = 'checking' | 'verified' | 'refused';

/** A token is letters, digits, `_` and `-`; anything else is refused here without asking the server. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * user/accountverify: the link of a verification e-mail (`?token=`). It works during maintenance too (the kernel's
 * maintenance guard exempts it), so a player can confirm an address whatever the site is doing.
 */
export default function AccountVerifyPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const home = useRouteHref()('home');
  const token = query.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(TOKEN_PATTERN.test(token) ? 'checking' : 'refused');
  useEffect(() => {
    if (!TOKEN_PATTERN.test(token)) return;
    const controller = new AbortController();
    http.request('/web-api/user/accountverify', { method: 'POST', body: { token }, signal: controller.signal, withoutToken: true })
      .then(() => setOutcome('verified'))
      .catch(() => !controller.signal.aborted && setOutcome('refused'));
    return () => controller.abort();
  }, [token]);
  return (
    <section className="account-verify" aria-busy={outcome === 'checking'}>
      <h1 className="page-title">{t('account_verify_title')}</h1>
      <p role={outcome === 'refused' ? 'alert' : 'status'}>{t(`account_verify_${outcome}`)}</p>
      {home && outcome !== 'checking' && <Link to={home}>{t('account_verify_home')}</Link>}
    </section>
  );
}
