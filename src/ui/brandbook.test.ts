import { describe, expect, it } from 'vitest';
import { applyBrandbook, pxToEm } from './brandbook.ts';

describe('pxToEm', () => {
  it.each([
    ['16px', '1em'],
    ['8px', '0.5em'],
    ['12px', '0.75em'],
    ['24px', '1.5em'],
    ['0 8px 24px', '0 0.5em 1.5em'],
    ['-4px', '-0.25em'],
    ['1px 2px', '0.0625em 0.125em'],
    ['calc(100% - 32px)', 'calc(100% - 2em)'],
    ['1.5rem', '1.5rem'],
    ['2em', '2em'],
    ['50%', '50%'],
    ['#12a150', '#12a150'],
    ['0', '0'],
  ])('%s -> %s', (input, output) => {
    expect(pxToEm(input)).toBe(output);
  });
});

describe('applyBrandbook', () => {
  it('sets each brand-book entry as a property of the element, px turned into em', () => {
    const element = document.createElement('div');
    applyBrandbook(element, [
      { css_prop: '--brand-accent', css_value: '#12a150' },
      { css_prop: '--brand-radius', css_value: '8px' },
      { css_prop: '--brand-gap', css_value: '0 16px' },
    ]);
    expect(element.style.getPropertyValue('--brand-accent')).toBe('#12a150');
    expect(element.style.getPropertyValue('--brand-radius')).toBe('0.5em');
    expect(element.style.getPropertyValue('--brand-gap')).toBe('0 1em');
  });

  it('leaves the element alone without a brand-book', () => {
    const element = document.createElement('div');
    applyBrandbook(element, undefined);
    applyBrandbook(element, []);
    expect(element.getAttribute('style')).toBeNull();
  });
});
