import { useOptionalService, useTranslation } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useEffect, useRef, useState } from 'react';
import type { CasinoLaunchReply } from '../../schemas/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { acceptGameMessage, closeGame } from './gameMessages.ts';

interface Props {
  launch: CasinoLaunchReply;
  title: string;
  onExit: () => void;
}

/**
 * The running game: the provider's page in a sandboxed frame (scripts only: no same-origin, no forms, no popups, no
 * top navigation), talking to the site by postMessage alone. A balance change asks the accounts for a fresh balance,
 * so the header follows the spins; `exit` leaves the game. Leaving this component (exit, another page, the casino
 * closed by the player's limits) tells the game to close before the frame goes.
 */
export function GameFrame({ launch, title, onExit }: Props) {
  const { t } = useTranslation(CASINO_NS);
  const accounts = useOptionalService(accountsService);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ accounts, onExit });
  latest.current = { accounts, onExit };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const fromGameFrame = frame.current !== null && event.source !== null && event.source === frame.current.contentWindow;
      const message = acceptGameMessage({ origin: event.origin, data: event.data, fromGameFrame }, launch.origin);
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'balanceChanged') latest.current.accounts?.refresh();
      else latest.current.onExit();
    };
    window.addEventListener('message', onMessage);
    const current = frame.current;
    return () => {
      window.removeEventListener('message', onMessage);
      closeGame(current?.contentWindow);
    };
  }, [launch.origin]);

  return (
    <div className="casino-frame">
      {!ready && <p className="casino-frame__loading">{t('game_loading')}</p>}
      <iframe ref={frame} className="casino-frame__iframe" src={launch.url} title={title} sandbox="allow-scripts" allow="fullscreen" referrerPolicy="no-referrer" data-testid="casino-game-frame" />
    </div>
  );
}
