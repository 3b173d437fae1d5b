import { useService, useTranslation } from '@host/sdk';
import { sessionService } from '../../account/contract/index.ts';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { fetchGreeting } from './greetingApi.ts';

/** The plugin's page: who is signed in (from the session service) and the reference BFF's greeting. */
export default function __NAME__Page() {
  const { t } = useTranslation('__ID__');
  const session = useService(sessionService);
  const userId = useSelector(session.selectUserId);
  const [greeting, setGreeting] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchGreeting(controller.signal).then(
      (reply) => setGreeting(reply.message),
      (error: unknown) => console.warn('[__ID__] greeting failed to load', error),
    );
    return () => controller.abort();
  }, []);
  return (
    <section className="__ID__-page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{userId ? t('signed_in', { userId }) : t('visitor')}</p>
      {greeting && <p data-testid="__ID__-greeting">{greeting}</p>}
    </section>
  );
}
