import { type HostState, selectLanguage, selectUserId, selectViewport, useLoaded, useOptionalService, useTranslation } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import type { CasinoLaunchReply, LaunchMode } from '../../schemas/casinoApi.ts';
import { fetchGame, launchGame } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { useCasinoOpen } from '../gate/useCasinoOpen.ts';
import { GameFrame } from './GameFrame.tsx';
import { launchFailureOf, type LaunchFailure } from './launchFailure.ts';
import { useExitGame } from './useExitGame.ts';
import { useFullscreen } from './useFullscreen.ts';

type Phase = { kind: 'choosing' } | { kind: 'launching'; mode: LaunchMode } | { kind: 'playing'; launch: CasinoLaunchReply } | { kind: 'failed'; failure: LaunchFailure };

const selectLoginOpen = (state: HostState) => state.modals.includes('login');

/**
 * casino/game/{gameId}/{gameName} (and slots/game/…): the game's card with its demo and real buttons. Demo is for
 * anyone where the game has one; real needs a signed-in player: a guest pressing it gets the login modal and, once
 * signed in, goes on to the game (closing the modal without signing in gives up). The game then runs in its frame:
 * full viewport on a phone, with a full-screen toggle on a desktop, and an exit back where the player came from.
 */
export default function GamePage() {
  const { t } = useTranslation(CASINO_NS);
  const params = useParams();
  const gameId = Number(params.gameId);
  const lang = useSelector(selectLanguage);
  const userId = useSelector(selectUserId);
  const viewport = useSelector(selectViewport);
  const loginOpen = useSelector(selectLoginOpen);
  const session = useOptionalService(sessionService);
  const area = useCasinoOpen();
  const exit = useExitGame();
  const stage = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(stage);
  const validId = Number.isSafeInteger(gameId) && gameId > 0;
  const { loaded: game } = useLoaded(validId ? `game:${gameId}:${lang}` : null, (signal) => fetchGame(gameId, lang, signal));
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [realAfterSignIn, setRealAfterSignIn] = useState<'waiting' | 'modal-open' | null>(null);

  const launch = useCallback(
    (mode: LaunchMode) => {
      if (!area.open) return;
      setPhase({ kind: 'launching', mode });
      launchGame(gameId, mode, lang).then(
        (reply) => setPhase({ kind: 'playing', launch: reply }),
        (error: unknown) => {
          console.warn('[casino] launch failed', error);
          setPhase({ kind: 'failed', failure: launchFailureOf(error) });
        },
      );
    },
    [area.open, gameId, lang],
  );

  const playReal = () => {
    if (userId !== null) return launch('real');
    setRealAfterSignIn('waiting');
    session?.requestSignIn();
  };

  useEffect(() => {
    if (realAfterSignIn === null) return;
    if (userId !== null) {
      setRealAfterSignIn(null);
      launch('real');
    } else if (loginOpen && realAfterSignIn === 'waiting') setRealAfterSignIn('modal-open');
    else if (!loginOpen && realAfterSignIn === 'modal-open') setRealAfterSignIn(null);
  }, [realAfterSignIn, userId, loginOpen, launch]);

  if (!validId || game.status === 'failed') {
    return (
      <div className="casino-page">
        <p className="casino-page__message" role="alert">
          {t('game_load_error')}
        </p>
      </div>
    );
  }
  const details = game.status === 'ready' ? game.data : null;
  const title = details?.name ?? '\u00a0';

  if (phase.kind === 'playing') {
    const mobile = viewport === 'mobile';
    return (
      <div ref={stage} className={`casino-game casino-game--playing${mobile ? ' casino-game--mobile' : ''}`} data-testid="casino-game">
        <div className="casino-game__bar">
          <span className="casino-game__name">{title}</span>
          <span className="casino-game__mode">{t(phase.launch.mode === 'real' ? 'mode_real' : 'mode_demo')}</span>
          {!mobile && fullscreen.supported && (
            <button type="button" className="casino-button casino-button--ghost" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
              {t(fullscreen.active ? 'fullscreen_exit' : 'fullscreen_enter')}
            </button>
          )}
          <button type="button" className="casino-button casino-button--ghost" onClick={exit}>
            {t('game_exit')}
          </button>
        </div>
        <GameFrame launch={phase.launch} title={title} onExit={exit} />
      </div>
    );
  }

  return (
    <div className="casino-page casino-game">
      <h1 className="casino-page__title">{title}</h1>
      {details && (
        <div className="casino-game__card">
          <span className="casino-card__picture casino-game__picture">
            <img src={details.thumbnail} alt="" width={400} height={300} />
          </span>
          <div className="casino-game__facts">
            <p>{details.providerName}</p>
            <p>{details.description}</p>
            <dl className="casino-game__numbers">
              <dt>{t('game_rtp')}</dt>
              <dd>{details.rtp}%</dd>
              <dt>{t('game_volatility')}</dt>
              <dd>{t(`volatility_${details.volatility}`)}</dd>
            </dl>
            <div className="casino-game__actions">
              <button type="button" className="casino-button" onClick={playReal} disabled={phase.kind === 'launching'} data-testid="casino-play-real">
                {t('play_real')}
              </button>
              {details.demo ? (
                <button type="button" className="casino-button casino-button--secondary" onClick={() => launch('demo')} disabled={phase.kind === 'launching'} data-testid="casino-play-demo">
                  {t('play_demo')}
                </button>
              ) : (
                <p className="casino-game__note">{t('demo_none')}</p>
              )}
              <button type="button" className="casino-button casino-button--ghost" onClick={exit}>
                {t('game_exit')}
              </button>
            </div>
            {phase.kind === 'launching' && <p aria-live="polite">{t('game_launching')}</p>}
            {phase.kind === 'failed' && (
              <p className="casino-page__message casino-page__message--error" role="alert">
                {t(phase.failure)}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
