import { useTranslation } from '@host/sdk';
import { memo } from 'react';
import { Link } from 'react-router';
import type { GameCard } from '../../schemas/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';

interface Props {
  game: GameCard;
  href: string | null;
  favorite: boolean;
  onToggleFavorite: (gameId: number) => void;
  /** A card of the first screen: its picture loads at once (it is what the lobby paints first), the others lazily. */
  eager?: boolean;
}

/**
 * One game of a grid: its picture in a fixed 4:3 box (nothing moves when it arrives; lazy below the first screen), its name,
 * provider and tags, and the favourite heart.
 */
export const GameCardView = memo(function GameCardView({ game, href, favorite, onToggleFavorite, eager = false }: Props) {
  const { t } = useTranslation(CASINO_NS);
  const picture = (
    <span className="casino-card__picture">
      <img src={game.thumbnail} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" width={400} height={300} />
      {game.tags.length > 0 && (
        <span className="casino-card__tags">
          {game.tags.map((tag) => (
            <span key={tag} className={`casino-tag casino-tag--${tag}`}>
              {t(`tag_${tag}`)}
            </span>
          ))}
        </span>
      )}
    </span>
  );
  return (
    <article className="casino-card" data-testid="casino-card" data-game-id={game.id}>
      {href ? (
        <Link to={href} className="casino-card__link" aria-label={game.name}>
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className="casino-card__caption">
        <span className="casino-card__name">{game.name}</span>
        <span className="casino-card__provider">{game.providerName}</span>
      </div>
      <button
        type="button"
        className={`casino-card__favorite${favorite ? ' casino-card__favorite--on' : ''}`}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'favorite_remove' : 'favorite_add', { name: game.name })}
        onClick={() => onToggleFavorite(game.id)}
      >
        {favorite ? '\u2665' : '\u2661'}
      </button>
    </article>
  );
});
