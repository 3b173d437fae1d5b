import { describe, expect, it, vi } from 'vitest';
import { ALLOWED_TRANSITIONS, canTransition, ForbiddenTransitionError, transition, type LoadState } from './loadState.ts';

const STATES: LoadState[] = ['not-exist', 'loading', 'ready', 'error'];
const ALLOWED = new Set(['not-exist>loading', 'not-exist>ready', 'error>loading', 'error>not-exist', 'loading>error', 'loading>ready', 'loading>not-exist', 'ready>not-exist']);

describe('plugin load-state machine (first document 4.2)', () => {
  const pairs = STATES.flatMap((from) => STATES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s follows the spec', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('lists exactly the spec transitions', () => {
    const listed = Object.entries(ALLOWED_TRANSITIONS).flatMap(([from, targets]) => targets.map((to) => `${from}>${to}`));
    expect(new Set(listed)).toEqual(ALLOWED);
  });

  it.each(pairs.filter(([from, to]) => !ALLOWED.has(`${from}>${to}`)))('forbidden %s -> %s throws in development', (from, to) => {
    expect(() => transition('info', from, to, false, vi.fn())).toThrow(ForbiddenTransitionError);
  });

  it('a forbidden transition in production is logged and keeps the state', () => {
    const log = vi.fn();
    expect(transition('info', 'ready', 'loading', true, log)).toBe('ready');
    expect(log).toHaveBeenCalledWith('plugin info: load state ready -> loading is not allowed');
  });

  it('an allowed transition returns the new state', () => {
    expect(transition('info', 'loading', 'ready', false, vi.fn())).toBe('ready');
  });
});
