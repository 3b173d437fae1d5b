// The budgets of DESIGN.md section 10, as numbers: `npm run bench -- --check` fails on a figure over its hard limit.

export interface Budget {
  /** The figure must not be above this; `--check` fails when it is. */
  hardLimit?: number;
  /** Where the figure should get to; reported, never failed on. */
  goal?: number;
}

export interface Figure extends Budget {
  name: string;
  value: number;
  unit: string;
}

export const describeBudget = ({ hardLimit, goal }: Budget): string => {
  if (hardLimit === undefined) return goal === undefined ? '(reported)' : `<= ${goal}`;
  return goal === undefined || goal === hardLimit ? `<= ${hardLimit}` : `<= ${goal} (hard ${hardLimit})`;
};

/** A figure as printed: one decimal, or four for a unitless score (CLS). */
export const shownValue = (value: number, unit: string, decimals = unit === '' ? 4 : 1): number => Number(value.toFixed(decimals));

/**
 * The figures above their hard limit, each as a line that says by how much. The exact value is compared, not the
 * printed one: 150.04 KiB prints as 150 and is still over 150.
 */
export function overHardLimit(figures: readonly Figure[]): string[] {
  return figures
    .filter((figure) => figure.hardLimit !== undefined && figure.value > figure.hardLimit)
    .map((figure) => `${figure.name}: ${shownValue(figure.value, figure.unit, figure.unit === '' ? 4 : 2)} ${figure.unit} is over its hard limit of ${figure.hardLimit} ${figure.unit}`.replace(/ +/g, ' ').trim());
}
