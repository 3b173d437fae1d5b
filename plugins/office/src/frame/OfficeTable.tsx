import type { ReactNode } from 'react';

/** A column of an office table: its heading, as the player reads it, and what each row shows under it. */
export interface OfficeColumn<Row> {
  heading: string;
  cell(row: Row): ReactNode;
}

/**
 * The office's one table shape (histories, rounds, payments, programme levels): a heading row, then a row per item;
 * on a phone each row is a card whose cells carry their column's name (`data-column`, office.css).
 */
export function OfficeTable<Row>({ rows, columns, rowKey, label }: { rows: readonly Row[]; columns: readonly OfficeColumn<Row>[]; rowKey(row: Row): string; label?: string }) {
  return (
    <table className="office-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading}>{column.heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.heading} data-column={column.heading}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
