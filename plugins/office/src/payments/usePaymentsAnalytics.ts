import { useOptionalService } from '@host/sdk';
import { useEffect } from 'react';
import { analyticsService } from '../../../analytics/contract/index.ts';

/** Reports a visit of a payments page (deposit, withdrawal) to analytics (second document 9: event 10002), once per visit. */
export function usePaymentsPageReported(): void {
  const analytics = useOptionalService(analyticsService);
  useEffect(() => analytics?.paymentsPageOpened(), [analytics]);
}

/**
 * Reports the status a payment system returned the player with (a payment result page's `success`, `fail`, `pending`
 * or `cancel`) to analytics (event 10001), once per status shown.
 */
export function usePaymentStatusReported(status: string | null): void {
  const analytics = useOptionalService(analyticsService);
  useEffect(() => {
    if (status) analytics?.paymentStatusShown(status);
  }, [analytics, status]);
}
