// The budgets of DESIGN.md section 10, as numbers: `npm run bench -- --check` fails on a figure over its hard limit.

export interface Budget {
  /** The figure must not be above this; `--check` fails when it is. */
  hardLimit?: number;
  /** Where the figure should get to; reported, never failed on. */
  goal?: number;
}

/** What a figure is set beside, from the same run: how much of it the page itself adds. */
export interface Comparison {
  /** What was measured, e.g. "the same HTML and CSS without scripts". */
  label: string;
  value: number;
  /** Said instead of a ratio when the comparison measured 0 (Event Timing reports nothing under 16 ms). */
  zeroMeans?: string;
}

export interface Figure extends Budget {
  name: string;
  value: number;
  unit: string;
  against?: Comparison;
}

export const describeBudget = ({ hardLimit, goal }: Budget): string => {
  if (hardLimit === undefined) return goal === undefined ? '(reported)' : `<= ${goal}`;
  return goal === undefined || goal === hardLimit ? `<= ${hardLimit}` : `<= ${goal} (hard ${hardLimit})`;
};

/** A figure as printed: one decimal, or four for a unitless score (CLS). */
export const shownValue = (value: number, unit: string, decimals = unit === '' ? 4 : 1): number => Number(value.toFixed(decimals));

/** Page / comparison, printed beside the figure: "1.46x the same HTML and CSS without scripts (620 ms)". */
export function describeComparison(value: number, unit: string, against: Comparison): string {
  const measured = `${shownValue(against.value, unit)} ${unit}`.trim();
  if (against.value === 0) return `${against.label}: ${against.zeroMeans ?? measured}`;
  return `${(value / against.value).toFixed(2)}x ${against.label} (${measured})`;
}

/** How far a figure is from one bound: "184 ms (12 %) under". A bound of 0 has no percentage. */
function distance(value: number, bound: number, unit: string): string {
  const gap = Math.abs(value - bound);
  if (gap === 0) return 'at';
  const share = bound === 0 ? '' : ` (${Math.round((gap / Math.abs(bound)) * 100)} %)`;
  return `${`${shownValue(gap, unit)} ${unit}`.trim()}${share} ${value > bound ? 'over' : 'under'}`;
}

/**
 * For `--check`: how far each budgeted figure is from its hard limit and from its goal, e.g. "INP adding bets: 88 ms;
 * 12 ms (12 %) under the hard limit 100, 38 ms (76 %) over the goal 50". Null for a figure that is only reported.
 */
export function describeDistance(figure: Figure): string | null {
  const { hardLimit, goal, value, unit } = figure;
  const bounds = [
    ...(hardLimit === undefined ? [] : [`${distance(value, hardLimit, unit)} the hard limit ${hardLimit}`]),
    ...(goal === undefined || goal === hardLimit ? [] : [`${distance(value, goal, unit)} the goal ${goal}`]),
  ];
  if (bounds.length === 0) return null;
  return `${figure.name}: ${`${shownValue(value, unit)} ${unit}`.trim()}; ${bounds.join(', ')}`;
}

/**
 * The figures above their hard limit, each as a line that says by how much. The exact value is compared, not the
 * printed one: 150.04 KiB prints as 150 and is still over 150.
 */
export function overHardLimit(figures: readonly Figure[]): string[] {
  return figures
    .filter((figure) => figure.hardLimit !== undefined && figure.value > figure.hardLimit)
    .map((figure) => `${figure.name}: ${shownValue(figure.value, figure.unit, figure.unit === '' ? 4 : 2)} ${figure.unit} is over its hard limit of ${figure.hardLimit} ${figure.unit}`.replace(/ +/g, ' ').trim());
}
