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

/** The figures above their hard limit, each as a line that says by how much. */
export function overHardLimit(figures: readonly Figure[]): string[] {
  return figures
    .filter((figure) => figure.hardLimit !== undefined && figure.value > figure.hardLimit)
    .map((figure) => `${figure.name}: ${figure.value} ${figure.unit} is over its hard limit of ${figure.hardLimit} ${figure.unit}`.replace(/ +/g, ' ').trim());
}
