import { selectLanguage, useTranslation } from '@host/sdk';
import { ACCOUNT_TYPE } from '../../contract/index.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Currency } from '../../schemas/account.ts';
import { selectBalanceHidden } from '../accountSlice.ts';
import { fetchAvailableCurrencies } from './accountsApi.ts';
import { selectAccounts, selectAddingCurrency } from './accountsSelectors.ts';
import { activeAccountChangeRequested, currencyAddRequested, currencyRemoveRequested } from './accountsSlice.ts';
import { balanceText } from './balanceText.ts';
import { BalanceVisibilityToggle } from './BalanceVisibilityToggle.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';

/** The wallets page (office/wallets): the accounts with their balances, the active one, adding and removing currencies. */
export default function WalletsPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const accounts = useSelector(selectAccounts);
  const adding = useSelector(selectAddingCurrency);
  const hidden = useSelector(selectBalanceHidden);
  const dispatch = useDispatch();
  const [currencies, setCurrencies] = useState<readonly Currency[]>([]);
  const [chosenId, setChosenId] = useState<number | null>(null);

  // What may still be opened changes with the accounts and while one is opening.
  useEffect(() => {
    if (!accounts) return;
    const controller = new AbortController();
    fetchAvailableCurrencies(controller.signal)
      .then((reply) => setCurrencies(reply.currencies))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[account] available currencies failed to load', error);
      });
    return () => controller.abort();
  }, [accounts, adding]);

  const chosen = currencies.find((currency) => currency.id === chosenId) ?? currencies[0] ?? null;

  function add(event: FormEvent) {
    event.preventDefault();
    if (chosen) dispatch(currencyAddRequested({ currency: chosen }));
  }

  return (
    <section className="wallets">
      <h1 className="page-title">{t('wallets_title')}</h1>
      <BalanceVisibilityToggle />
      {accounts === null ? (
        <p aria-busy="true">{t('accounts_loading')}</p>
      ) : (
        <ul className="wallets__list" aria-label={t('wallets_title')}>
          {accounts.map((account) => (
            <li key={account.id} className={`wallet${account.isActive ? ' wallet--active' : ''}`} aria-current={account.isActive || undefined}>
              <span className="wallet__label">
                {t(`account_type_${account.type}`)} · {account.iso}
              </span>
              <span className="wallet__balance">{balanceText(lang, account, hidden)}</span>
              <span className="wallet__actions">
                {account.isActive ? (
                  <span className="wallet__badge">{t('account_active')}</span>
                ) : (
                  <button type="button" className="button" onClick={() => dispatch(activeAccountChangeRequested({ accountId: account.id }))}>
                    {t('account_make_active')}
                  </button>
                )}
                {account.type === ACCOUNT_TYPE.currency && !account.isActive && (
                  <button type="button" className="button" onClick={() => dispatch(currencyRemoveRequested({ accountId: account.id }))}>
                    {t('account_remove')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="wallets__add" onSubmit={add}>
        <h2>{t('accounts_add_currency')}</h2>
        {currencies.length === 0 && accounts !== null && adding === null ? (
          <p>{t('accounts_no_currencies')}</p>
        ) : (
          <div className="wallets__add-row">
            <label>
              {t('accounts_currency_label')}
              <CurrencySelect currencies={currencies} value={chosen?.id ?? ''} onChange={setChosenId} disabled={adding !== null} />
            </label>
            <button type="submit" className="button button--primary" disabled={adding !== null || chosen === null}>
              {t('accounts_add_submit')}
            </button>
          </div>
        )}
        {adding && (
          <p role="status" aria-busy="true">
            {t('accounts_adding', { iso: adding.iso })}
          </p>
        )}
      </form>
    </section>
  );
}
