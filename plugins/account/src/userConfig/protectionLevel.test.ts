import { describe, expect, it } from 'vitest';
import { protectionStatus } from './protectionLevel.ts';

describe('protection level status (thresholds 30, 70, 100)', () => {
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ])('%s -> %s', (level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });
});
