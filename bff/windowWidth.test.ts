import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_WIDTH, windowWidthOf } from './windowWidth.ts';

describe("the visitor's window width the server's first screens use", () => {
  it("is the page's cookie when it holds a screen's width in whole pixels, else the fixed default", () => {
    expect(windowWidthOf({ window_width: '1440' })).toBe(1440);
    expect(windowWidthOf({ window_width: '320' })).toBe(320);
    for (const forged of ['99', '9999', '1e3', '0x400', '1440.5', ' 1440', '']) expect(windowWidthOf({ window_width: forged }), forged).toBe(DEFAULT_WINDOW_WIDTH);
    expect(windowWidthOf({})).toBe(DEFAULT_WINDOW_WIDTH);
  });
});
