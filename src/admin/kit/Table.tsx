import type { Key, ReactNode } from 'react';

/** One column: its heading and how a row fills its cell. */
export interface Column<R> {
  head: ReactNode;
  cell: (row: R) => ReactNode;
  /** the cell's class (numbers right-aligned, no wrapping) */
  className?: string;
  /** the heading's class, when it differs from the cells' */
  headClassName?: string;
  /** the cell names its row (`<th scope="row">`): a table read by a screen reader row by row */
  rowHeader?: boolean;
  /** leave the column out (a role that may not use it) */
  hidden?: boolean;
}

interface TableProps<R> {
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  columns: readonly Column<R>[];
  /** the scrolling region's accessible name: its own words, or the id of the heading that names it */
  label?: string;
  labelledBy?: string;
  /** a caption for screen readers (and its id, when the region is named by it) */
  caption?: ReactNode;
  captionId?: string;
  /** said instead of the table when there are no rows; nothing when absent */
  empty?: ReactNode;
  emptyClassName?: string;
  className?: string;
  wrapClassName?: string;
  /** no scrolling region around the table (a table inside another's details) */
  bare?: boolean;
  foot?: ReactNode;
}

/**
 * The console's table (decision 184): the headings, a row per item, the empty state, and a
 * region that scrolls sideways on a narrow screen and takes the keyboard's focus to do so.
 */
export function Table<R>({ rows, rowKey, columns, label, labelledBy, caption, captionId, empty, emptyClassName = 'adm-muted', className, wrapClassName, bare = false, foot }: TableProps<R>) {
  if (rows.length === 0 && empty !== undefined) return <p className={emptyClassName}>{empty}</p>;
  const shown = columns.filter((column) => !column.hidden);
  const table = (
    <table className={className ? `adm-table ${className}` : 'adm-table'}>
      {caption !== undefined ? (
        <caption id={captionId} className="adm-sr">
          {caption}
        </caption>
      ) : null}
      <thead>
        <tr>
          {shown.map((column, i) => (
            <th key={i} scope="col" className={(column.headClassName ?? column.className) || undefined}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {shown.map((column, i) =>
              column.rowHeader ? (
                <th key={i} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={i} className={column.className}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {foot !== undefined ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
  if (bare) return table;
  return (
    <div className={wrapClassName ? `adm-table-wrap ${wrapClassName}` : 'adm-table-wrap'} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {table}
    </div>
  );
}
