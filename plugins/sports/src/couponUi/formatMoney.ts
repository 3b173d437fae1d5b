/** Money as the slip shows it: at most 2 decimals, thousands separated by a space (12 345.5). */
export const formatMoney = (value: number) => (Math.round(value * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 }).replace(/,/g, ' ');
