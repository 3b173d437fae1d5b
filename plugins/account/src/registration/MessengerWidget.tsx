import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';

/** The messenger registration widget for visitors, enabled by the `botId` query parameter (first document, section 2.10). */
export function MessengerWidget() {
  const botId = useSelector((state: HostState) => state.app.botId);
  const guest = useSelector((state: HostState) => state.session.userId === null);
  const { t } = useTranslation('account');
  if (!botId || !guest) return null;
  return (
    <aside className="messenger-widget" data-bot-id={botId}>
      <span aria-hidden="true">✈</span> {t('messenger_register')}
    </aside>
  );
}
