import type { TFunction } from 'i18next';

/**
 * A payment method's name in the page language: the plugin's words where a scheme has a local name (`pay_method_sbp`:
 * "СБП" in Russian), else the platform's name, which brands (Visa, YooMoney) keep in every language.
 */
export const paymentMethodName = (t: TFunction, methodId: string, name: string): string => t(`pay_method_${methodId}`, { defaultValue: name });
