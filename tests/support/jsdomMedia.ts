/**
 * jsdom lays nothing out and has no `matchMedia`: here no media query matches (a window narrower than every
 * breakpoint), and none ever changes. A test of what a width shows sets its own answer with `vi.spyOn`.
 */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Nor the Web Animations API, which the loading bar's progress uses once a navigation is slow: an animation that
 * never runs (no test reads an animation's frames).
 */
if (typeof Element !== 'undefined' && typeof Element.prototype.animate !== 'function') {
  Element.prototype.animate = function animate() {
    return { cancel: () => undefined, finish: () => undefined } as unknown as Animation;
  };
}

export {};
