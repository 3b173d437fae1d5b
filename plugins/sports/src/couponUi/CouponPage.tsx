import { useEffect } from 'react';
import { useTranslation } from '@host/sdk';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { loadByCodeRequested } from './couponFlowActions.ts';
import { CouponView } from './CouponView.tsx';

const CODE_PATTERN = /^[A-Z2-9]{8}$/;

/** user/coupon: the coupon in full; `?load=CODE` (and only that query, spec 5) brings a saved coupon back. */
export default function CouponPage() {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('load')?.trim().toUpperCase() ?? '';
  const validCode = CODE_PATTERN.test(code);
  useEffect(() => {
    if (validCode) dispatch(loadByCodeRequested({ code: code }));
  }, [code, validCode, dispatch]);
  return (
    <div className="sports-page coupon-page">
      <h1 className="sports-page__title">{t('coupon')}</h1>
      {code && !validCode && <p role="alert">{t('load_code_invalid')}</p>}
      <CouponView />
    </div>
  );
}
