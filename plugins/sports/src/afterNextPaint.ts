/** The longest a deferred step waits for a frame: a hidden page paints none. */
export const PAINT_WAIT_CAP_MS = 100;

/**
 * Resolves once the browser has painted the next frame (in a task after the next animation frame), so that work a tap
 * starts but nobody sees at once does not hold back the frame that shows the tap's result (INP). A hidden page paints
 * no frame; there it resolves after PAINT_WAIT_CAP_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, PAINT_WAIT_CAP_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
