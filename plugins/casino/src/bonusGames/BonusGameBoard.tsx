import { HttpError, useOptionalService, useTranslation } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { useState } from 'react';
import type { BonusGamePreview, CasinoBonusPlayReply } from '../../schemas/casinoApi.ts';
import { playBonusGame } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { BONUS_BOARDS } from './bonusBoards.ts';
import type { BonusGameRoute } from './bonusGameRoute.ts';

type Round = { kind: 'ready' } | { kind: 'playing'; choice: number | undefined } | { kind: 'done'; choice: number | undefined; reply: CasinoBonusPlayReply } | { kind: 'failed'; messageKey: string };

function failureKey(error: unknown): string {
  if (error instanceof HttpError && error.status === 401) return 'bonus_sign_in';
  if (error instanceof HttpError && error.status === 409) return 'bonus_no_attempts';
  return 'bonus_failed';
}

/**
 * One of the six bonus games: a wheel to spin or items to pick from (chests, memory cards, safe locks, ticket cells,
 * dragon eggs). The BFF draws the result; the board shows it on the chosen item with the prize and the attempts left.
 */
export function BonusGameBoard({ game, route }: { game: BonusGamePreview; route: BonusGameRoute }) {
  const { t } = useTranslation(CASINO_NS);
  const session = useOptionalService(sessionService);
  const board = BONUS_BOARDS[route];
  const [round, setRound] = useState<Round>({ kind: 'ready' });
  const busy = round.kind === 'playing';

  const play = (choice: number | undefined) => {
    setRound({ kind: 'playing', choice });
    playBonusGame(game.route, choice).then(
      (reply) => setRound({ kind: 'done', choice, reply }),
      (error: unknown) => {
        console.warn('[casino] bonus game play failed', error);
        setRound({ kind: 'failed', messageKey: failureKey(error) });
      },
    );
  };

  const chosen = round.kind === 'done' || round.kind === 'playing' ? round.choice : undefined;
  return (
    <div className={`bonus-board bonus-board--${route}`} data-testid="bonus-board">
      <p className="bonus-board__hint">{t(`bonus_pick_${route}`)}</p>
      {board.kind === 'spin' ? (
        <div className={`bonus-wheel${busy ? ' bonus-wheel--spinning' : ''}`} aria-hidden="true">
          {Array.from({ length: board.items }, (_, index) => (
            <span key={index} className="bonus-wheel__sector" style={{ transform: `rotate(${(360 / board.items) * index}deg)` }}>
              {board.symbol}
            </span>
          ))}
        </div>
      ) : (
        <div className="bonus-items" role="group" aria-label={t(`bonus_pick_${route}`)}>
          {Array.from({ length: board.items }, (_, index) => {
            const choice = index;
            const opened = round.kind === 'done' && chosen === choice;
            return (
              <button
                key={choice}
                type="button"
                className={`bonus-item${chosen === choice ? ' bonus-item--chosen' : ''}${opened ? ' bonus-item--open' : ''}`}
                disabled={busy || round.kind === 'done'}
                onClick={() => play(choice)}
                aria-label={t('bonus_item_number', { number: choice + 1 })}
              >
                {opened && round.kind === 'done' ? round.reply.outcome : board.symbol}
              </button>
            );
          })}
        </div>
      )}
      {board.kind === 'spin' && (
        <button type="button" className="casino-button" disabled={busy} onClick={() => play(undefined)}>
          {t('bonus_spin')}
        </button>
      )}
      {round.kind === 'done' && (
        <div className="bonus-result" role="status" data-testid="bonus-result">
          <p className="bonus-result__outcome">{t('bonus_outcome', { outcome: round.reply.outcome })}</p>
          <p>{round.reply.prize.kind === 'none' ? t('bonus_prize_none') : t(`bonus_prize_${round.reply.prize.kind}`, { amount: round.reply.prize.amount })}</p>
          <p>{t('bonus_attempts_left', { count: round.reply.attemptsLeft })}</p>
          {round.reply.attemptsLeft > 0 && board.kind === 'pick' && (
            <button type="button" className="casino-button casino-button--secondary" onClick={() => setRound({ kind: 'ready' })}>
              {t('bonus_again')}
            </button>
          )}
        </div>
      )}
      {round.kind === 'failed' && (
        <div className="bonus-result" role="alert">
          <p>{t(round.messageKey)}</p>
          {round.messageKey === 'bonus_sign_in' && session && (
            <button type="button" className="casino-button" onClick={() => session.requestSignIn()}>
              {t('sign_in')}
            </button>
          )}
          {round.messageKey !== 'bonus_no_attempts' && (
            <button type="button" className="casino-button casino-button--secondary" onClick={() => setRound({ kind: 'ready' })}>
              {t('bonus_again')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
