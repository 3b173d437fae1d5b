import { useRouteParams } from '@host/sdk';
import { ProviderChips } from '../lobby/ProviderChips.tsx';
import { useLobby } from '../lobby/useLobby.ts';
import { useCasinoOpen } from '../gate/useCasinoOpen.ts';
import { BrandsSliderSpace } from './BrandsSliderSpace.tsx';

/**
 * The third-party layout's brands slider (slot `layout.aboveContent`, see BrandsSliderSlot): the providers as a
 * sideways-scrolling row, the one of a provider page marked; its place kept while they load. Hidden while the casino
 * is closed to the player, and when the providers cannot be loaded.
 */
export default function BrandsSlider() {
  // The layout sits above the page's route, where useParams sees none of the page's.
  const { provider } = useRouteParams();
  const area = useCasinoOpen();
  const lobby = useLobby();
  if (!area.open || lobby.status === 'failed') return null;
  if (lobby.status === 'loading') return <BrandsSliderSpace />;
  return (
    <div className="casino-brands" data-testid="casino-brands">
      <ProviderChips providers={lobby.data.providers} active={provider} className="casino-chips casino-brands__row" />
    </div>
  );
}
