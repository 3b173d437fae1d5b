import type { Caller } from '../../../../bff/bffServices.ts';
import type { DomainSettings, ScenarioState } from '../../../../bff/domainStore.ts';
import type { ConsultantRequest, ConsultantTopic } from '../../schemas/payments.ts';
import { PaymentError } from './paymentsDesk.ts';

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

/** The payment consultant's requests, per scenario and player. */
export class ConsultantDesk {
  private readonly scenarios = new WeakMap<DomainSettings, Map<string, ConsultantRequest[]>>();
  private nextId = 1;

  private requestsIn(scenario: ScenarioState): Map<string, ConsultantRequest[]> {
    let requests = this.scenarios.get(scenario.domain);
    if (!requests) {
      requests = new Map();
      this.scenarios.set(scenario.domain, requests);
    }
    return requests;
  }

  topics(lang: Lang): ConsultantTopic[] {
    return TOPICS.map((topic) => ({ id: topic.id, title: topic.title[lang], transactionType: topic.transactionType, subTopics: topic.subTopics.map((sub) => ({ id: sub.id, title: sub.title[lang] })) }));
  }

  requestsOf(scenario: ScenarioState, caller: Caller): ConsultantRequest[] {
    return [...(this.requestsIn(scenario).get(caller.userId) ?? [])].reverse();
  }

  /** A new request; `transactionTypeOf` checks that the transaction (if any) is the player's and of the topic's type. */
  create(scenario: ScenarioState, caller: Caller, body: Record<string, unknown>, nowS: number, transactionTypeOf: (transactionId: string) => string | null): ConsultantRequest {
    const topic = TOPICS.find((candidate) => candidate.id === body.topicId);
    if (!topic) throw new PaymentError(404, 'topic_not_found', 'no such topic');
    const subTopicId = body.subTopicId ?? null;
    if (subTopicId !== null && !topic.subTopics.some((sub) => sub.id === subTopicId)) throw new PaymentError(404, 'topic_not_found', 'no such sub-topic');
    const transactionId = body.transactionId ?? null;
    if (transactionId !== null && (typeof transactionId !== 'string' || topic.transactionType === null || transactionTypeOf(transactionId) !== topic.transactionType)) {
      throw new PaymentError(404, 'payment_not_found', 'no such transaction of this topic');
    }
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (message.length === 0 || message.length > MESSAGE_MAX_LENGTH) throw new PaymentError(400, 'message_invalid', `the message must have 1 to ${MESSAGE_MAX_LENGTH} characters`);
    const request: ConsultantRequest = { id: `Q${String(this.nextId++).padStart(6, '0')}`, topicId: topic.id, subTopicId: subTopicId as string | null, transactionId, message, status: 'open', createdAt: nowS };
    const requests = this.requestsIn(scenario);
    requests.set(caller.userId, [...(requests.get(caller.userId) ?? []), request]);
    return request;
  }
}
