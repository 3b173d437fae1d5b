import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useRouteHref, useTranslation } from '@host/sdk';
import { receiptShareRequested } from './couponFlowActions.ts';
import { useSportsSelector } from './useSportsSelector.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The receipt's Share: saves the placed selections under a code (spec 5's load-by-code) and shows the code and the
 * address that opens them in anyone's slip, with a button that copies the address. Where the clipboard is refused,
 * the address stays on screen to be copied by hand. What it says is read out by the receipt's own live region.
 */
export function ReceiptShare() {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const code = useSportsSelector((state) => state.savedCode);
  const couponPage = useRouteHref()('coupon');
  const [copy, setCopy] = useState<CopyState>('idle');
  if (!couponPage) return null;
  if (!code) {
    return (
      <button type="button" className="button" onClick={() => dispatch(receiptShareRequested())}>
        {t('receipt_share')}
      </button>
    );
  }
  const address = `${location.origin}${couponPage}?load=${code}`;
  const copyAddress = () => {
    setCopy('idle');
    navigator.clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className="coupon__share" data-testid="receipt-share">
      <p className="coupon__message">
        {t('receipt_share_code', { code })} <a href={address}>{address}</a>
      </p>
      <button type="button" className="button" onClick={copyAddress}>
        {t('receipt_share_copy')}
      </button>
      <span>{copy === 'idle' ? null : t(copy === 'copied' ? 'receipt_share_copied' : 'receipt_share_copy_failed')}</span>
    </div>
  );
}
