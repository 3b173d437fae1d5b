import { describe, expect, it, vi } from 'vitest';
import { askCaptchaInModal } from './askCaptchaInModal.ts';
import { createCaptchaPrompt } from './createCaptchaPrompt.ts';

describe('asking for a captcha in the modal', () => {
  it('opens the captcha modal and answers what the modal settles', async () => {
    const prompt = createCaptchaPrompt();
    const dispatch = vi.fn((action) => action);
    const answer = askCaptchaInModal(dispatch, prompt)('113');
    expect(dispatch).toHaveBeenCalledWith({ type: 'modals/opened', modalId: 'captcha' });
    expect(prompt.pending()).toBe('113');
    prompt.settle('solved');
    await expect(answer).resolves.toBe('solved');
  });
});
