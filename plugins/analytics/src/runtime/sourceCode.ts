import { MESSENGER_SOURCE_CODE } from '../analyticsConstants.ts';

/** Inside a messenger web-app (Telegram's WebApp object, or the launch parameters it puts in the address). */
export function insideMessengerWebApp(win: Window = window): boolean {
  const telegram = (win as unknown as { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  if (telegram?.WebApp?.initData) return true;
  return /[#?&]tgWebApp(Data|Platform|Version)=/.test(`${win.location.search}${win.location.hash}`);
}

/** The events' source code: 119 inside a messenger web-app, otherwise the configured value (second document, section 7). */
export const sourceCodeOf = (configured: number, win: Window = window) => (insideMessengerWebApp(win) ? MESSENGER_SOURCE_CODE : configured);
