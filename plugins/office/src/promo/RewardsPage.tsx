import { selectLanguage, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { RewardsReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_rewardsReply } from '../generated/validate_rewardsReply.js';

/** office/rewards: the achievements the player earned and those still open, with their points. */
export default function RewardsPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const { loaded } = useLoaded(`rewards:${lang}`, (signal) => officeGet<RewardsReply>(`${OFFICE_API}/rewards`, validate_rewardsReply, 'rewards', lang, signal));
  return (
    <OfficeFrame titleKey="page_rewards">
      <LoadState loaded={loaded}>
        {({ rewards }) => (
          <ul className="office-list">
            {rewards.map((reward) => (
              <li key={reward.id} className="office-card">
                <strong>{reward.title}</strong> — {t(reward.earned ? 'reward_earned' : 'reward_open', { points: reward.points })}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
