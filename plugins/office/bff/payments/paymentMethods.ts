import type { PaymentMethod } from '../../schemas/payments.ts';

/** A method of the reference gateway: where and in which currencies and directions it is offered. */
interface CatalogueMethod extends PaymentMethod {
  directions: ReadonlyArray<'deposit' | 'withdrawal'>;
  currencies: readonly string[];
  /** ISO 3166 alpha-2 countries it is offered in; null for every country. */
  countries: readonly string[] | null;
}

/** The natural amount step of each currency (quick amounts are its round multiples). */
export const CURRENCY_STEPS: Readonly<Record<string, number>> = { RUB: 100, KZT: 500, USD: 5, EUR: 5 };

/** The country of a player the scenario names none for (the demo operator's home market). */
export const DEFAULT_COUNTRY = 'RU';

const method = (fields: CatalogueMethod): CatalogueMethod => fields;

/**
 * The reference gateway's methods, by kind: cards everywhere, e-wallets and bank transfers per market, crypto in
 * the hard currencies. Limits are in the currency's major unit; fees a percentage plus a fixed part.
 */
const CATALOGUE: readonly CatalogueMethod[] = [
  method({ id: 'card', kind: 'card', name: 'Visa / Mastercard', min: 100, max: 300_000, feePercent: 0, feeFixed: 0, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['RUB', 'KZT'], countries: null }),
  method({ id: 'card-usd', kind: 'card', name: 'Visa / Mastercard', min: 10, max: 5_000, feePercent: 2.5, feeFixed: 0, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['USD', 'EUR'], countries: null }),
  method({ id: 'mir', kind: 'card', name: 'Mir', min: 100, max: 300_000, feePercent: 0, feeFixed: 0, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['RUB'], countries: ['RU'] }),
  method({ id: 'yoomoney', kind: 'ewallet', name: 'YooMoney', min: 100, max: 100_000, feePercent: 1, feeFixed: 0, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['RUB'], countries: ['RU'] }),
  method({ id: 'kaspi', kind: 'ewallet', name: 'Kaspi', min: 1_000, max: 1_500_000, feePercent: 0, feeFixed: 0, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['KZT'], countries: ['KZ'] }),
  method({ id: 'skrill', kind: 'ewallet', name: 'Skrill', min: 10, max: 10_000, feePercent: 1.5, feeFixed: 0.5, processingMinutes: 0, directions: ['deposit', 'withdrawal'], currencies: ['USD', 'EUR'], countries: ['US', 'DE', 'KZ'] }),
  method({ id: 'sbp', kind: 'bank', name: 'Faster Payments (SBP)', min: 500, max: 600_000, feePercent: 0, feeFixed: 0, processingMinutes: 15, directions: ['deposit', 'withdrawal'], currencies: ['RUB'], countries: ['RU'] }),
  method({ id: 'sepa', kind: 'bank', name: 'SEPA transfer', min: 20, max: 50_000, feePercent: 0, feeFixed: 1, processingMinutes: 1_440, directions: ['deposit', 'withdrawal'], currencies: ['EUR'], countries: ['DE'] }),
  method({ id: 'bank-transfer', kind: 'bank', name: 'Bank transfer', min: 1_000, max: 1_000_000, feePercent: 0, feeFixed: 50, processingMinutes: 1_440, directions: ['withdrawal'], currencies: ['RUB', 'KZT'], countries: null }),
  method({ id: 'usdt', kind: 'crypto', name: 'USDT (TRC-20)', min: 20, max: 20_000, feePercent: 0.5, feeFixed: 0, processingMinutes: 20, directions: ['deposit', 'withdrawal'], currencies: ['USD', 'EUR'], countries: null }),
  method({ id: 'btc', kind: 'crypto', name: 'Bitcoin', min: 1_500, max: 1_500_000, feePercent: 1, feeFixed: 0, processingMinutes: 30, directions: ['deposit'], currencies: ['RUB'], countries: null }),
];

const publicFields = ({ id, kind, name, min, max, feePercent, feeFixed, processingMinutes }: CatalogueMethod): PaymentMethod => ({ id, kind, name, min, max, feePercent, feeFixed, processingMinutes });

/** The methods for a direction, currency and country. */
export function methodsFor(direction: 'deposit' | 'withdrawal', currency: string, country: string): PaymentMethod[] {
  return CATALOGUE.filter((entry) => entry.directions.includes(direction) && entry.currencies.includes(currency) && (entry.countries === null || entry.countries.includes(country))).map(publicFields);
}

export const methodFor = (direction: 'deposit' | 'withdrawal', currency: string, country: string, methodId: string): PaymentMethod | undefined =>
  methodsFor(direction, currency, country).find((candidate) => candidate.id === methodId);
