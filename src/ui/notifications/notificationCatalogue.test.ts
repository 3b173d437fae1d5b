import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE_KEY, notificationsForResults, type RequestResult } from './notificationCatalogue.ts';
import { MAX_FAILED_RESULTS_SHOWN } from './notificationConstants.ts';
import { notifyResults, showNotification } from './notify.ts';

const failed = (extra: Partial<RequestResult> = {}): RequestResult => ({ ok: false, ...extra });
const ok = (message?: string): RequestResult => ({ ok: true, message });

describe('failed requests', () => {
  it('show main_query_error as an error titled main_error', () => {
    expect(notificationsForResults([failed()])).toEqual([
      { kind: 'error', titleKey: 'main_error', messageKey: 'main_query_error', text: undefined, permanent: false, priority: 2 },
    ]);
  });

  it('show their own message with priority 1 when their status is 2', () => {
    const [shown] = notificationsForResults([failed({ status: 2, message: 'Bet limit reached' })]);
    expect(shown).toMatchObject({ kind: 'error', text: 'Bet limit reached', priority: 1 });
  });

  it('sort the own-message results first', () => {
    const shown = notificationsForResults([failed(), failed({ status: 2, message: 'Own text' }), failed()]);
    expect(shown.map((notification) => notification.text)).toEqual(['Own text', undefined, undefined]);
    expect(shown.map((notification) => notification.priority)).toEqual([1, 2, 2]);
  });

  it.each([
    ['a status other than 2', { status: 1, message: 'hidden' }],
    ['status 2 without a message', { status: 2 }],
    ['status 2 with an empty message', { status: 2, message: '' }],
  ])('keep the generic message for %s', (_, extra) => {
    const [shown] = notificationsForResults([failed(extra)]);
    expect(shown).toMatchObject({ messageKey: 'main_query_error', text: undefined, priority: 2 });
  });

  it(`show at most ${MAX_FAILED_RESULTS_SHOWN}`, () => {
    expect(MAX_FAILED_RESULTS_SHOWN).toBe(3);
    expect(notificationsForResults(Array.from({ length: 5 }, () => failed()))).toHaveLength(3);
    expect(notificationsForResults([failed(), failed()])).toHaveLength(2);
  });

  it('keep the own-message results when more than the maximum failed', () => {
    const results = [failed(), failed(), failed(), failed(), failed({ status: 2, message: 'late but important' })];
    const shown = notificationsForResults(results);
    expect(shown).toHaveLength(3);
    expect(shown[0].text).toBe('late but important');
  });

  it('hide the successes of a batch with failures', () => {
    const shown = notificationsForResults([ok('saved'), failed(), ok()]);
    expect(shown).toHaveLength(1);
    expect(shown[0].kind).toBe('error');
  });
});

describe('successful requests', () => {
  it('show one success per distinct message, titled main_done', () => {
    const shown = notificationsForResults([ok('settings_saved'), ok('settings_saved'), ok('limit_saved')]);
    expect(shown.map((notification) => notification.messageKey)).toEqual(['settings_saved', 'limit_saved']);
    expect(shown.every((notification) => notification.kind === 'success' && notification.titleKey === 'main_done')).toBe(true);
  });

  it('default the message to main_save_success', () => {
    expect(notificationsForResults([ok(), ok()]).map((notification) => notification.messageKey)).toEqual(['main_save_success']);
    expect(notificationsForResults([ok(), ok('custom')]).map((notification) => notification.messageKey)).toEqual(['main_save_success', 'custom']);
  });
});

describe('titles', () => {
  it.each([
    ['error', 'main_error'],
    ['success', 'main_done'],
    ['confirm', 'main_ok'],
  ] as const)('default to the key of the kind: %s -> %s', (kind, titleKey) => {
    expect(DEFAULT_TITLE_KEY[kind]).toBe(titleKey);
    expect(showNotification({ kind, messageKey: 'x' }).notification.titleKey).toBe(titleKey);
  });

  it('keep a title given by the caller', () => {
    expect(showNotification({ kind: 'error', messageKey: 'x', titleKey: 'own_title' }).notification.titleKey).toBe('own_title');
  });
});

describe('actions', () => {
  it('give each shown notification its own id and default it to not permanent', () => {
    const first = showNotification({ kind: 'info', messageKey: 'a' });
    const second = showNotification({ kind: 'info', messageKey: 'b' });
    expect(first.type).toBe('notifications/shown');
    expect(first.notification.id).not.toBe(second.notification.id);
    expect(first.notification.permanent).toBe(false);
  });

  it('turn a batch of results into one shown action per notification', () => {
    const actions = notifyResults([failed(), failed({ status: 2, message: 'own' })]);
    expect(actions.map((action) => action.type)).toEqual(['notifications/shown', 'notifications/shown']);
    expect(actions[0].notification).toMatchObject({ kind: 'error', text: 'own', titleKey: 'main_error' });
  });
});
