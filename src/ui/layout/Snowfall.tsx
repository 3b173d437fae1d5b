import { useMemo } from 'react';
import { SNOWFLAKE_ICON } from '../icons.tsx';
import { Icon } from '@host/sdk';
import { SNOWFALL_FLAKES } from '../uiConstants.ts';

/**
 * 40 flakes drifting down the home page's hero (never over the prices below it); purely decorative, ignores pointer
 * events and reduced-motion users.
 */
export function Snowfall() {
  const flakes = useMemo(
    () =>
      Array.from({ length: SNOWFALL_FLAKES }, (_, index) => ({
        left: `${(index * 97) % 100}%`,
        animationDelay: `${(index * 0.37) % 8}s`,
        animationDuration: `${8 + (index % 7)}s`,
        fontSize: `${0.6 + (index % 5) * 0.2}em`,
      })),
    [],
  );
  return (
    <div className="snowfall" aria-hidden="true">
      {flakes.map((style, index) => (
        <span key={index} className="snowfall__flake" style={style}>
          <Icon path={SNOWFLAKE_ICON} />
        </span>
      ))}
    </div>
  );
}
