/** A currency picked by its ISO code; the value is the currency id the account calls take. */
export function CurrencySelect({
  currencies,
  value,
  onChange,
  disabled = false,
}: {
  currencies: readonly { id: number; iso: string }[];
  value: number | '';
  onChange: (currencyId: number) => void;
  disabled?: boolean;
}) {
  return (
    <select value={value} onChange={(event) => onChange(Number(event.target.value))} disabled={disabled}>
      {currencies.map((currency) => (
        <option key={currency.id} value={currency.id}>
          {currency.iso}
        </option>
      ))}
    </select>
  );
}
