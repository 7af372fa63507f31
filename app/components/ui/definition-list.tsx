// The definition list (issue 22 item 3): label → value pairs in one of three looks — `rows`
// (totals: label left, figure right; a strong row is the sum, drawn above a rule), `tiles`
// (figures in boxes: balances, the day's sales, a refund's states) and `pairs` (label: value
// lines, the details of one thing). A row that is null or false is left out, so a page lists
// its rows with their conditions in one array.
import type { ReactNode } from 'react';

export interface DefinitionRow {
  label: ReactNode;
  value: ReactNode;
  /** The sum or the headline (rows: bold, above a rule; pairs and tiles: bold). */
  strong?: boolean;
  /** data-testid of the value (<dd>). */
  testId?: string;
  /** The value's colour: a credit is green. */
  tone?: 'default' | 'positive';
  /** React key when the label is not a string. */
  key?: string;
}

export type DefinitionRows = ReadonlyArray<DefinitionRow | null | false | undefined>;

const toneClass = (row: DefinitionRow) => (row.tone === 'positive' ? 'text-green-800' : 'text-gray-900');
const keyOf = (row: DefinitionRow, i: number) => row.key ?? (typeof row.label === 'string' ? row.label : String(i));

export function DefinitionList({
  rows,
  look = 'rows',
  className,
  testId,
  label,
}: {
  rows: DefinitionRows;
  look?: 'rows' | 'tiles' | 'pairs';
  /** The list's own classes (tiles: the grid's columns, e.g. `grid-cols-2 desk:grid-cols-4`). */
  className?: string;
  testId?: string;
  /** aria-label of the list. */
  label?: string;
}) {
  const shown = rows.filter((r): r is DefinitionRow => Boolean(r));
  if (look === 'tiles') {
    return (
      <dl className={['grid gap-2 text-sm', className ?? 'grid-cols-2'].join(' ')} data-testid={testId} aria-label={label}>
        {shown.map((row, i) => (
          <div key={keyOf(row, i)} className="rounded-md border border-gray-200 bg-gray-50 p-2">
            <dt className="text-gray-700">{row.label}</dt>
            <dd className={`text-base font-semibold ${toneClass(row)}`} data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (look === 'pairs') {
    return (
      <dl className={['grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', className].filter(Boolean).join(' ')} data-testid={testId} aria-label={label}>
        {shown.map((row, i) => (
          <div key={keyOf(row, i)} className="contents">
            <dt className="text-gray-700">{row.label}</dt>
            <dd className={`${row.strong ? 'font-semibold ' : ''}${toneClass(row)}`} data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className={['space-y-1 text-sm', className].filter(Boolean).join(' ')} data-testid={testId} aria-label={label}>
      {shown.map((row, i) => (
        <div key={keyOf(row, i)} className={`flex justify-between gap-4 ${row.strong ? 'border-t border-gray-200 pt-2 text-base' : ''}`}>
          <dt className={row.strong ? 'font-semibold text-gray-900' : 'text-gray-800'}>{row.label}</dt>
          <dd className={`text-right ${row.strong ? 'font-bold' : 'font-semibold'} ${row.tone === 'positive' ? 'text-green-800' : 'text-gray-900'}`} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
