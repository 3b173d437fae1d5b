import type { CaptchaCode } from './captchaConstants.ts';

/** The one captcha on screen, between the calls that wait for it and the modal that shows it. */
export interface CaptchaPrompt {
  /**
   * The result of a captcha for this code, or null when the visitor gives up. Calls refused while one is shown
   * wait for that one and share its result.
   */
  ask(code: CaptchaCode): Promise<string | null>;
  /** The code of the captcha waiting to be solved, or null. */
  pending(): CaptchaCode | null;
  subscribe(listener: () => void): () => void;
  /** Ends the captcha waiting to be solved with its result, or null; nothing when none waits. */
  settle(result: string | null): void;
}

export function createCaptchaPrompt(): CaptchaPrompt {
  let current: { code: CaptchaCode; answer: Promise<string | null>; resolve: (result: string | null) => void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    ask(code) {
      if (!current) {
        let resolve: (result: string | null) => void = () => undefined;
        const answer = new Promise<string | null>((settle) => (resolve = settle));
        current = { code, answer, resolve };
        notify();
      }
      return current.answer;
    },
    pending: () => current?.code ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    settle(result) {
      if (!current) return;
      const { resolve } = current;
      current = null;
      resolve(result);
      notify();
    },
  };
}
