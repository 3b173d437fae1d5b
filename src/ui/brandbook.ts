import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { PX_PER_EM } from './uiConstants.ts';

/** `12px` -> `0.75em`, also inside compound values (`0 8px`). Other units are kept. */
export function pxToEm(value: string): string {
  return value.replace(/(-?\d*\.?\d+)px\b/g, (_, number: string) => `${Number((Number(number) / PX_PER_EM).toFixed(4))}em`);
}

/** Applies the partner brand-book as custom properties on the root element (CSSOM: allowed under strict CSP). */
export function applyBrandbook(root: HTMLElement, brandbook: SiteConfig['brandbook']): void {
  for (const { css_prop, css_value } of brandbook ?? []) root.style.setProperty(css_prop, pxToEm(css_value));
}
