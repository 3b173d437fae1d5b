import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { isFinalAnswer, MoneyActionKeys } from './useMoneyAction.ts';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('the idempotency key of a money action', () => {
  it('is reused while the player retries the same request (a double click, a retry after a timeout)', () => {
    const keys = new MoneyActionKeys(counter());
    const request = JSON.stringify({ methodId: 'card', amount: 1000 });
    expect(keys.keyFor(request)).toBe('key-1');
    expect(keys.keyFor(request)).toBe('key-1');
  });

  it('is new for another request, and once the server has answered for good', () => {
    const keys = new MoneyActionKeys(counter());
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.settled();
    expect(keys.keyFor('b')).toBe('key-3');
  });

  it('counts a 4xx refusal as a final answer, and a network failure or a 5xx as unknown (retry with the same key)', () => {
    expect(isFinalAnswer(new HttpError('http', 403, '/x', 'refused'))).toBe(true);
    expect(isFinalAnswer(new HttpError('http', 503, '/x', 'down'))).toBe(false);
    expect(isFinalAnswer(new HttpError('network', 0, '/x', 'offline'))).toBe(false);
    expect(isFinalAnswer(new Error('other'))).toBe(false);
  });
});
