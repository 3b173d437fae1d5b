import { describe, expect, it } from 'vitest';
import { BLOCK_RETRIES, BLOCK_RETRY_DELAY_MS } from './boot/bootConstants.ts';
import { CONFIG_RETRIES, CONFIG_RETRY_DELAY_MS } from './config/configConstants.ts';
import { CONFIG_GROUP_CACHE_MAX_S, CONFIG_GROUP_CACHE_MIN_S } from './config/configGroupConstants.ts';
import { CANCELLED_STATUS } from './http/httpConstants.ts';
import { HEADER_PLUGIN_LOAD_RETRIES, HEADER_PLUGIN_LOAD_RETRY_WAIT_MS, PLUGIN_LOAD_FIRST_RETRY_MS, PLUGIN_LOAD_RETRIES } from './plugins/pluginConstants.ts';
import { BLOCK_PAGE_BY_REASON, RUSSIAN_NOTICE_LANGUAGES } from './router/routerConstants.ts';
import { MAX_FAILED_RESULTS_SHOWN, NOTIFICATION_AUTO_CLOSE_MS } from './ui/notifications/notificationConstants.ts';
import { REMOTE_VIEW_FIRST_RETRY_MS, REMOTE_VIEW_RELOAD_THROTTLE_MS, REMOTE_VIEW_RETRIES, REMOTE_VIEW_TIMEOUT_MS } from './ui/remoteView/remoteViewConstants.ts';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  MOBILE_MODE_BREAKPOINTS,
  PX_PER_EM,
  SCROLL_TO_TOP_SCREENS,
  SHELL_BREAKPOINTS,
  SNOWFALL_FLAKES,
} from './ui/uiConstants.ts';

/** Every business constant of the spec's section 9 (and the few named elsewhere), pinned to its spec value. */
describe('business constants', () => {
  it.each([
    ['CONFIG_RETRIES', CONFIG_RETRIES, 5],
    ['CONFIG_RETRY_DELAY_MS', CONFIG_RETRY_DELAY_MS, 1000],
    ['CONFIG_GROUP_CACHE_MIN_S', CONFIG_GROUP_CACHE_MIN_S, 600],
    ['CONFIG_GROUP_CACHE_MAX_S', CONFIG_GROUP_CACHE_MAX_S, 900],
    ['PLUGIN_LOAD_RETRIES', PLUGIN_LOAD_RETRIES, 3],
    ['PLUGIN_LOAD_FIRST_RETRY_MS', PLUGIN_LOAD_FIRST_RETRY_MS, 1000],
    ['HEADER_PLUGIN_LOAD_RETRIES', HEADER_PLUGIN_LOAD_RETRIES, 5],
    ['HEADER_PLUGIN_LOAD_RETRY_WAIT_MS', HEADER_PLUGIN_LOAD_RETRY_WAIT_MS, 1000],
    ['NOTIFICATION_AUTO_CLOSE_MS', NOTIFICATION_AUTO_CLOSE_MS, 10_000],
    ['MAX_FAILED_RESULTS_SHOWN', MAX_FAILED_RESULTS_SHOWN, 3],
    ['LOADING_BAR_THROTTLE_MS', LOADING_BAR_THROTTLE_MS, 200],
    ['LOADING_BAR_DURATION_MS', LOADING_BAR_DURATION_MS, 5000],
    ['SNOWFALL_FLAKES', SNOWFALL_FLAKES, 40],
    ['CHUNK_RELOAD_INTERVAL_MS', CHUNK_RELOAD_INTERVAL_MS, 60_000],
    ['PX_PER_EM', PX_PER_EM, 16],
    ['REMOTE_VIEW_TIMEOUT_MS', REMOTE_VIEW_TIMEOUT_MS, 1000],
    ['REMOTE_VIEW_RETRIES', REMOTE_VIEW_RETRIES, 3],
    ['REMOTE_VIEW_FIRST_RETRY_MS', REMOTE_VIEW_FIRST_RETRY_MS, 1000],
    ['REMOTE_VIEW_RELOAD_THROTTLE_MS', REMOTE_VIEW_RELOAD_THROTTLE_MS, 1000],
    ['BLOCK_RETRIES', BLOCK_RETRIES, 2],
    ['BLOCK_RETRY_DELAY_MS', BLOCK_RETRY_DELAY_MS, 100],
    ['CANCELLED_STATUS', CANCELLED_STATUS, 499],
  ])('%s is %d', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('SCROLL_TO_TOP_SCREENS is 1 screen on desktop and 4 on mobile', () => {
    expect(SCROLL_TO_TOP_SCREENS).toEqual({ desktop: 1, mobile: 4 });
  });

  it('SHELL_BREAKPOINTS are the shell breakpoints of the spec', () => {
    expect(SHELL_BREAKPOINTS).toEqual([1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840]);
  });

  it('MOBILE_MODE_BREAKPOINTS are the mobile-mode breakpoints of the spec', () => {
    expect(MOBILE_MODE_BREAKPOINTS).toEqual([1920, 1366, 1100, 1024]);
  });
});

describe('block pages by reason', () => {
  it.each([
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [4, 'site-updates'],
    [8, 'coming-soon'],
    [13, 'block-ua'],
    [16, 'suspension'],
    [17, 'block-ie'],
  ])('reason %i goes to %s', (reason, page) => {
    expect(BLOCK_PAGE_BY_REASON[reason]).toBe(page);
  });

  it('maps no other reason', () => {
    expect(Object.keys(BLOCK_PAGE_BY_REASON).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 13, 14, 16, 17]);
  });
});

describe('maintenance notice languages', () => {
  it.each(['az', 'kz', 'uk', 'ru'])('the notice is in Russian for %s', (language) => {
    expect(RUSSIAN_NOTICE_LANGUAGES).toContain(language);
  });

  it.each(['en', 'de', 'es'])('the notice is not in Russian for %s', (language) => {
    expect(RUSSIAN_NOTICE_LANGUAGES).not.toContain(language);
  });
});
