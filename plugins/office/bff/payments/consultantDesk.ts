import type { Caller } from '../../../../bff/bffModule.ts';
import { ApiError } from '../../../../bff/bffModule.ts';
import type { Database } from '../../../../bff/bffModule.ts';
import type { ConsultantRequest, ConsultantTopic } from '../../schemas/payments.ts';

type Lang = 'en' | 'ru';

interface TopicEntry {
  id: string;
  title: Record<Lang, string>;
  transactionType: 'deposit' | 'withdrawal' | null;
  subTopics: Array<{ id: string; title: Record<Lang, string> }>;
}

/** The payment consultant's topics: questions about a deposit, a withdrawal, or payments in general. */
const TOPICS: readonly TopicEntry[] = [
  { id: 'deposit', title: { en: 'A deposit', ru: 'Пополнение' }, transactionType: 'deposit', subTopics: [{ id: 'not-credited', title: { en: 'The money has not arrived', ru: 'Деньги не поступили' } }, { id: 'wrong-amount', title: { en: 'The amount is wrong', ru: 'Неверная сумма' } }] },
  { id: 'withdrawal', title: { en: 'A withdrawal', ru: 'Вывод средств' }, transactionType: 'withdrawal', subTopics: [{ id: 'delayed', title: { en: 'The payout is late', ru: 'Выплата задерживается' } }, { id: 'refused', title: { en: 'The request was refused', ru: 'Заявка отклонена' } }] },
  { id: 'general', title: { en: 'Payments in general', ru: 'Общие вопросы об оплате' }, transactionType: null, subTopics: [{ id: 'methods', title: { en: 'Payment methods', ru: 'Способы оплаты' } }, { id: 'limits', title: { en: 'Minimum and maximum amounts', ru: 'Минимальные и максимальные суммы' } }] },
];

export const MESSAGE_MAX_LENGTH = 1000;

/** What a consultant request names (its schema: paymentsRouteSchemas.ts). */
export interface ConsultantRequestBody {
  topicId: string;
  subTopicId?: string | null;
  transactionId?: string | null;
  message: string;
}

interface RequestRow {
  id: string;
  topic_id: string;
  sub_topic_id: string | null;
  transaction_id: string | null;
  message: string;
  status: ConsultantRequest['status'];
  created_at: string | number;
}

const requestOf = (row: RequestRow): ConsultantRequest => ({
  id: row.id,
  topicId: row.topic_id,
  subTopicId: row.sub_topic_id,
  transactionId: row.transaction_id,
  message: row.message,
  status: row.status,
  createdAt: Number(row.created_at),
});

/** The payment consultant's requests, per player and realm (`office_consultant_request`). */
export class ConsultantDesk {
  constructor(private readonly database: Database) {}

  topics(lang: Lang): ConsultantTopic[] {
    return TOPICS.map((topic) => ({ id: topic.id, title: topic.title[lang], transactionType: topic.transactionType, subTopics: topic.subTopics.map((sub) => ({ id: sub.id, title: sub.title[lang] })) }));
  }

  /** The player's requests, newest first. */
  async requestsOf(realm: string, caller: Caller): Promise<ConsultantRequest[]> {
    const rows = await this.database.query<RequestRow>('SELECT * FROM office_consultant_request WHERE realm = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC', [realm, caller.userId]);
    return rows.map(requestOf);
  }

  /**
   * A new request, its id from the number its idempotency key reserved (a run again after a failure finds it made);
   * `transactionTypeOf` checks that the transaction (if any) is the player's and of the topic's type.
   */
  async create(realm: string, caller: Caller, body: ConsultantRequestBody, nowS: number, reservedNumber: number, transactionTypeOf: (transactionId: string) => Promise<string | null>): Promise<ConsultantRequest> {
    const topic = TOPICS.find((candidate) => candidate.id === body.topicId);
    if (!topic) throw new ApiError(404, 'topic_not_found', 'no such topic');
    const subTopicId = body.subTopicId ?? null;
    if (subTopicId !== null && !topic.subTopics.some((sub) => sub.id === subTopicId)) throw new ApiError(404, 'topic_not_found', 'no such sub-topic');
    const transactionId = body.transactionId ?? null;
    if (transactionId !== null && (topic.transactionType === null || (await transactionTypeOf(transactionId)) !== topic.transactionType)) {
      throw new ApiError(404, 'payment_not_found', 'no such transaction of this topic');
    }
    const message = body.message.trim();
    if (message.length === 0) throw new ApiError(400, 'message_invalid', `the message must have 1 to ${MESSAGE_MAX_LENGTH} characters`);
    const id = `Q${String(reservedNumber).padStart(6, '0')}`;
    await this.database.query(
      `INSERT INTO office_consultant_request (id, realm, user_id, topic_id, sub_topic_id, transaction_id, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [id, realm, caller.userId, topic.id, subTopicId, transactionId, message, nowS],
    );
    const [row] = await this.database.query<RequestRow>('SELECT * FROM office_consultant_request WHERE id = $1', [id]);
    return requestOf(row);
  }
}
