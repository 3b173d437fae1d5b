import { Icon, selectLanguage, useRouteHref, useService, useTranslation } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { fetchUnread } from './messagesApi.ts';
import { setUnreadCount, useUnreadCount } from './unreadCount.ts';

/** An envelope (24-unit icon path). */
const ENVELOPE_ICON = 'M3 6h18v12H3ZM3 6l9 7 9-7';

/** The header's link to the inbox with the unread count, for a signed-in player. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation(OFFICE_NS);
  const session = useService(sessionService);
  const userId = useSelector(session.selectUserId);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const unread = useUnreadCount();
  useEffect(() => {
    if (!userId) return setUnreadCount(null);
    const controller = new AbortController();
    fetchUnread(lang, controller.signal).then(
      (reply) => setUnreadCount(reply.unread),
      (error: unknown) => !controller.signal.aborted && console.warn('[office] the unread count failed to load', error),
    );
    return () => controller.abort();
  }, [userId, lang]);
  const to = href('office.messages');
  if (!userId || !to || unread === null) return null;
  return (
    <Link to={to} className="office-unread" aria-label={t('unread_label', { count: unread })} data-testid="office-unread">
      <Icon path={ENVELOPE_ICON} />
      {unread > 0 && <span className="office-unread__count">{unread}</span>}
    </Link>
  );
}
