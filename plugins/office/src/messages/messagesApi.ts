import type { MessagesReply, UnreadReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend } from '../api/officeApi.ts';
import { validate_messagesReply } from '../generated/validate_messagesReply.js';
import { validate_unreadReply } from '../generated/validate_unreadReply.js';

export const fetchMessages = (lang: string, signal?: AbortSignal) => officeGet<MessagesReply>(`${OFFICE_API}/messages`, validate_messagesReply, 'messages', lang, signal);
export const fetchUnread = (lang: string, signal?: AbortSignal) => officeGet<UnreadReply>(`${OFFICE_API}/messages/unread`, validate_unreadReply, 'unread messages', lang, signal);
export const markRead = (lang: string, id: string) => officeSend<UnreadReply>(`${OFFICE_API}/messages/${encodeURIComponent(id)}/read`, {}, validate_unreadReply, 'message read', lang);
export const deleteMessage = (lang: string, id: string) =>
  officeSend<UnreadReply>(`${OFFICE_API}/messages/${encodeURIComponent(id)}`, undefined, validate_unreadReply, 'message delete', lang, { method: 'DELETE' });
