import { useEffect, useState } from 'react';
import type { PaymentMethodsReply } from '../../schemas/payments.ts';
import { fetchPaymentMethods } from './paymentsApi.ts';

/** The methods of a direction and currency (null while loading or without a currency); `failed` when they could not be read. */
export function usePaymentMethods(direction: 'deposit' | 'withdrawal', currency: string | null): { reply: PaymentMethodsReply | null; failed: boolean } {
  const [state, setState] = useState<{ for: string; reply: PaymentMethodsReply | null; failed: boolean }>({ for: '', reply: null, failed: false });
  useEffect(() => {
    if (!currency) return undefined;
    let live = true;
    fetchPaymentMethods(direction, currency).then(
      (reply) => live && setState({ for: currency, reply, failed: false }),
      () => live && setState({ for: currency, reply: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [direction, currency]);
  return state.for === currency ? { reply: state.reply, failed: state.failed } : { reply: null, failed: false };
}
