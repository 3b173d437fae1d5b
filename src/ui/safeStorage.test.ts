import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safeStorage.ts';

afterEach(() => vi.restoreAllMocks());

describe('safe storage', () => {
  it('is the browser storage when it works', () => {
    safeStorage('localStorage').setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
  });

  it('falls back to memory when site data is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const storage = safeStorage('localStorage');
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
  });
});
