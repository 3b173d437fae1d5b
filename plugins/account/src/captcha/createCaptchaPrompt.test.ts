import { describe, expect, it, vi } from 'vitest';
import { createCaptchaPrompt } from './createCaptchaPrompt.ts';

describe('captcha prompt', () => {
  it('shows one captcha at a time: calls refused meanwhile share its result', async () => {
    const prompt = createCaptchaPrompt();
    const listener = vi.fn();
    prompt.subscribe(listener);
    const first = prompt.ask('100');
    const second = prompt.ask('113');
    expect(prompt.pending()).toBe('100');
    expect(listener).toHaveBeenCalledTimes(1);
    prompt.settle('result-1');
    await expect(Promise.all([first, second])).resolves.toEqual(['result-1', 'result-1']);
    expect(prompt.pending()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('answers null when the visitor gives up, and asks anew after', async () => {
    const prompt = createCaptchaPrompt();
    const gaveUp = prompt.ask('111');
    prompt.settle(null);
    await expect(gaveUp).resolves.toBeNull();
    const next = prompt.ask('112');
    expect(prompt.pending()).toBe('112');
    prompt.settle('result-2');
    await expect(next).resolves.toBe('result-2');
  });

  it('does nothing when settled with no captcha waiting, and stops telling a listener that left', () => {
    const prompt = createCaptchaPrompt();
    const listener = vi.fn();
    const leave = prompt.subscribe(listener);
    prompt.settle('nobody asked');
    expect(listener).not.toHaveBeenCalled();
    leave();
    void prompt.ask('100');
    expect(listener).not.toHaveBeenCalled();
  });
});
