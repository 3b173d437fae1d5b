import { formatDateTime, selectLanguage, selectPreferences, useLoaded, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { MessagesReply } from '../../schemas/officeApi.ts';
import { refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { deleteMessage, fetchMessages, markRead } from './messagesApi.ts';
import { setUnreadCount } from './unreadCount.ts';

/** office/messages: the inbox; opening an unread message reads it, and a message can be deleted. */
export default function MessagesPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const { loaded, replace } = useLoaded(`messages:${lang}`, (signal) =>
    fetchMessages(lang, signal).then((reply) => {
      setUnreadCount(reply.unread);
      return reply;
    }),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const act = async (inbox: MessagesReply, id: string, action: 'read' | 'delete') => {
    setErrorKey(null);
    try {
      const { unread } = action === 'read' ? await markRead(lang, id) : await deleteMessage(lang, id);
      const messages = action === 'read' ? inbox.messages.map((message) => (message.id === id ? { ...message, read: true } : message)) : inbox.messages.filter((message) => message.id !== id);
      replace({ messages, unread });
      setUnreadCount(unread);
    } catch (error) {
      setErrorKey(refusalKeyOf(error));
    }
  };

  return (
    <OfficeFrame titleKey="page_messages">
      <ErrorText messageKey={errorKey} />
      <LoadState loaded={loaded}>
        {(inbox) =>
          inbox.messages.length === 0 ? (
            <p>{t('messages_empty')}</p>
          ) : (
            <>
              <p data-testid="office-messages-unread">{t('messages_unread', { count: inbox.unread })}</p>
              <ul className="office-list" aria-label={t('page_messages')}>
                {inbox.messages.map((message) => (
                  <li key={message.id} className={`office-message${message.read ? '' : ' office-message--unread'}`}>
                    <button
                      type="button"
                      className="office-message__title"
                      aria-expanded={openId === message.id}
                      onClick={() => {
                        setOpenId(openId === message.id ? null : message.id);
                        if (!message.read) void act(inbox, message.id, 'read');
                      }}
                    >
                      {message.title}
                      {!message.read && <span className="office-badge">{t('message_new')}</span>}
                    </button>
                    <span className="office-muted">{formatDateTime(lang, message.sentAt, preferences)}</span>
                    {openId === message.id && <p>{message.body}</p>}
                    <button type="button" className="button" aria-label={t('message_delete_label', { title: message.title })} onClick={() => void act(inbox, message.id, 'delete')}>
                      {t('message_delete')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
