// @vitest-environment jsdom
import { parseCookies } from '@host/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './consent.ts';
import { LEFT_PANEL_COOKIE, RESIZE_THROTTLE_MS, RIGHT_PANEL_COOKIE } from './functionalCookies.ts';
import { WINDOW_WIDTH_COOKIE } from '../uiConstants.ts';

const cookies = () => parseCookies(document.cookie);
const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => {
  vi.useRealTimers();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the functional cookies (second document, Panels)', () => {
  it('throttles the resize handler to once per 100 ms', () => {
    expect(RESIZE_THROTTLE_MS).toBe(100);
  });

  it('saves the window width and panel states only while functional cookies are allowed, and removes them when withdrawn', () => {
    vi.useFakeTimers();
    const consent = createConsent();
    let panels = { leftHidden: true, rightHidden: false };
    resizeTo(1280);
    const kept = consent.keepFunctionalCookies(() => panels);
    expect(cookies()[WINDOW_WIDTH_COOKIE]).toBeUndefined();

    consent.change({ functional: true, marketing: false });
    expect(cookies()).toMatchObject({ [WINDOW_WIDTH_COOKIE]: '1280', [LEFT_PANEL_COOKIE]: '1', [RIGHT_PANEL_COOKIE]: '0' });

    resizeTo(900);
    resizeTo(800);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(cookies()[WINDOW_WIDTH_COOKIE]).toBe('1280');
    vi.advanceTimersByTime(1);
    expect(cookies()[WINDOW_WIDTH_COOKIE]).toBe('800');

    panels = { leftHidden: false, rightHidden: true };
    kept.panelsChanged();
    expect(cookies()).toMatchObject({ [LEFT_PANEL_COOKIE]: '0', [RIGHT_PANEL_COOKIE]: '1' });

    consent.change({ functional: false, marketing: false });
    expect(cookies()[WINDOW_WIDTH_COOKIE]).toBeUndefined();
    expect(cookies()[LEFT_PANEL_COOKIE]).toBeUndefined();
    resizeTo(700);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    kept.panelsChanged();
    expect(cookies()[WINDOW_WIDTH_COOKIE]).toBeUndefined();
    expect(cookies()[LEFT_PANEL_COOKIE]).toBeUndefined();
    kept.stop();
  });
});
