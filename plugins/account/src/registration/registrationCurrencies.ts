import type { HostState } from '@host/sdk';
import type { Currency } from '../../schemas/account.ts';
import { accountConfigOf } from '../accountConfigOf.ts';
import { DEFAULT_CURRENCY } from '../accounts/accountsConstants.ts';

/** Without configured registration currencies, a new player's account is in the spec's default currency. */
const DEFAULT_REGISTRATION_CURRENCIES: readonly Currency[] = [{ id: 643, iso: DEFAULT_CURRENCY }];

/** The currencies a new player may open their account in (the `account` group's `registrationCurrencies`). */
export const registrationCurrenciesOf = (state: HostState): readonly Currency[] => accountConfigOf(state).registrationCurrencies ?? DEFAULT_REGISTRATION_CURRENCIES;
