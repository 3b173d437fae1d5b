import { describe, expect, it } from 'vitest';
import { sourceCodeOf } from './sourceCode.ts';

const windowAt = (search: string, hash = '', telegram?: unknown) => ({ location: { search, hash }, Telegram: telegram }) as unknown as Window;

describe('the source code of the events', () => {
  it('is 119 inside a messenger web-app, else the configured value', () => {
    expect(sourceCodeOf(18, windowAt(''))).toBe(18);
    expect(sourceCodeOf(18, windowAt('', '#tgWebAppData=query_id%3D1&tgWebAppVersion=7.0'))).toBe(119);
    expect(sourceCodeOf(18, windowAt('?tgWebAppPlatform=ios'))).toBe(119);
    expect(sourceCodeOf(18, windowAt('', '', { WebApp: { initData: 'user=1' } }))).toBe(119);
    expect(sourceCodeOf(18, windowAt('', '', { WebApp: { initData: '' } }))).toBe(18);
  });
});
