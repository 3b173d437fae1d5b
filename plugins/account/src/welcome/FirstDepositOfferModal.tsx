import { formatMoney, selectLanguage, selectUserId, useRouteHref, useTranslation, type HostState, type ModalProps } from '@host/sdk';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { accountConfigOf } from '../accountConfigOf.ts';
import { selectActiveAccount } from '../accounts/accountsSelectors.ts';
import { offeredPlayers } from './FirstDepositOffer.tsx';

/** The first-deposit bonus's own rules page, which the identification whitelist lets through (access rule 7). */
const FIRST_DEPOSIT_BONUS_ID = 'slot_first_deposit';

/**
 * The first-deposit bonus offer (first document 4.3), in the variant the domain's `account` group names: 1 is the
 * short offer, 2 also states the bonus (a share of the first deposit up to a sum in the player's currency) and links
 * its rules. Either way the player goes to the deposit page or closes it. Once it is on screen this browser does not
 * show it to the player again.
 */
export default function FirstDepositOfferModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const offer = useSelector((state: HostState) => accountConfigOf(state).firstDepositOffer);
  const currency = useSelector((state: HostState) => selectActiveAccount(state)?.iso ?? null);
  const userId = useSelector(selectUserId);
  const href = useRouteHref();
  const deposit = href('office.recharge');
  const rules = href('bonus', { id: FIRST_DEPOSIT_BONUS_ID });
  useEffect(() => {
    if (userId !== null) offeredPlayers().add(userId);
  }, [userId]);
  return (
    <div className="first-deposit-offer" data-testid="first-deposit-offer">
      <h2>{t('first_deposit_offer_title')}</h2>
      <p>{t('first_deposit_offer_text')}</p>
      {offer?.variant === 2 && (
        <p data-testid="first-deposit-offer-terms">
          {t('first_deposit_offer_terms', { percent: offer.bonusPercent, max: currency ? formatMoney(lang, offer.bonusMax, currency) : String(offer.bonusMax) })}
          {rules && (
            <>
              {' '}
              <Link to={rules} onClick={onClose}>
                {t('first_deposit_offer_rules')}
              </Link>
            </>
          )}
        </p>
      )}
      <div className="first-deposit-offer__buttons">
        {deposit && (
          <Link className="button button--primary" to={deposit} onClick={onClose}>
            {t('first_deposit_offer_deposit')}
          </Link>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('first_deposit_offer_later')}
        </button>
      </div>
    </div>
  );
}
