// The list page (issue 22 item 3): the frame every list in the dashboard and the console shares —
// the title (with an action beside it: Download CSV, Request a refund), a line of introduction,
// the filters (a GET form), notices, the count ("Showing 1 to 20 of 45"), the list or its empty
// state, and the pager. The page writes only its rows.
import type { ReactNode } from 'react';
import { PageTitle } from './card';
import { Pager, type PagerProps } from './pager';

export interface ListPageProps {
  title: ReactNode;
  /** Beside the title (a link or button). */
  actions?: ReactNode;
  /** Under the title: what the list is. */
  intro?: ReactNode;
  filters?: ReactNode;
  /** Notices (the filter's refusal, a saved change). */
  notices?: ReactNode;
  /** The count line above the list (the console's); when the list is empty it shows `empty` instead. */
  count?: string;
  /** Whether the list has no rows. */
  isEmpty: boolean;
  /** What an empty list says, as a line of text (with a link on, where there is one). */
  empty: ReactNode;
  /** The pager; its `text` is the count under the list (the dashboard's, the spec's list pager). */
  pager?: PagerProps;
  /** The list. */
  children: ReactNode;
  className?: string;
}

export function ListPage({ title, actions, intro, filters, notices, count, isEmpty, empty, pager, children, className }: ListPageProps) {
  return (
    <div className={['space-y-4', className].filter(Boolean).join(' ')}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PageTitle>{title}</PageTitle>
          {actions}
        </div>
      ) : (
        <PageTitle>{title}</PageTitle>
      )}
      {intro}
      {filters}
      {notices}
      {count !== undefined ? <p className="text-sm text-gray-700">{isEmpty ? empty : count}</p> : null}
      {isEmpty ? (count === undefined ? <p className="text-gray-800">{empty}</p> : null) : children}
      {pager ? <Pager {...pager} /> : null}
    </div>
  );
}
