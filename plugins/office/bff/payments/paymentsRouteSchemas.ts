import { objectOf, text, textOrNull } from '../routeSchemas.ts';
import { MESSAGE_MAX_LENGTH } from './consultantDesk.ts';
import { DEPOSIT_OUTCOMES } from './paymentsDesk.ts';
import { CURRENCY_STEPS } from './paymentMethods.ts';

/** The schemas of the money calls' requests (their replies: plugins/office/schemas/payments.ts). */

const id = text(40);
const optionalId = textOrNull(40);
/** Unix seconds in a query; empty is no filter. */
const seconds = { type: 'string', pattern: '^[0-9]{0,15}$' } as const;

export const methodsSchemas = {
  // Only the currencies the site offers: `__proto__` or `constructor` is no currency.
  querystring: objectOf({ direction: { enum: ['deposit', 'withdrawal'] }, currency: { type: 'string', enum: Object.keys(CURRENCY_STEPS) } }, ['direction', 'currency']),
} as const;

export const depositSchemas = {
  body: objectOf({ methodId: id, accountId: id, amount: { type: 'number' }, lang: { type: 'string', pattern: '^[a-z]{2}$' } }, ['methodId', 'accountId', 'amount']),
} as const;

export const withdrawalSchemas = { body: objectOf({ methodId: id, accountId: id, amount: { type: 'number' } }, ['methodId', 'accountId', 'amount']) } as const;

export const paymentSchemas = { params: objectOf({ id }, ['id']) } as const;

/** The payment page's address (the deposit and its page token), and its form: the button the player pressed. */
export const payPageSchemas = { params: objectOf({ id, token: text(128) }, ['id', 'token']) } as const;
export const payPageFormSchemas = { ...payPageSchemas, body: objectOf({ outcome: { type: 'string', enum: DEPOSIT_OUTCOMES } }, ['outcome']) } as const;

export const historySchemas = {
  querystring: objectOf({ type: { enum: ['', 'deposit', 'withdrawal'] }, status: text(20), from: seconds, to: seconds }, []),
} as const;

const consultantQuery = objectOf({ lang: text(5), flag: text(5) }, []);

export const consultantSchemas = { querystring: consultantQuery } as const;

export const consultantRequestSchemas = {
  querystring: consultantQuery,
  body: objectOf({ topicId: id, subTopicId: optionalId, transactionId: optionalId, message: text(MESSAGE_MAX_LENGTH) }, ['topicId', 'message']),
} as const;
