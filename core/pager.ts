// The list pager per spec §2: default page size 10; "There is no item to show" when the total is 0,
// otherwise "Showing {start} to {end} of {total}". Pages are numbered from 1; a page outside the
// list is clamped to it, an invalid page parameter reads as page 1.
import { messages } from './messages';
import { truncateWhole } from './numeric';

export const DEFAULT_PAGE_SIZE = 10;

function readPageSize(pageSize: number): number {
  const size = truncateWhole(pageSize);
  return size > 0 ? size : DEFAULT_PAGE_SIZE;
}

/** Number of pages for a total; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, truncateWhole(total)) / readPageSize(pageSize)));
}

/** The page number brought into 1..pageCount. */
export function clampPage(page: number, pageSize: number, total: number): number {
  return Math.min(Math.max(1, truncateWhole(page)), pageCount(total, pageSize));
}

/** Items to skip before the page (page 1 → 0). */
export function pageOffset(page: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return (Math.max(1, truncateWhole(page)) - 1) * readPageSize(pageSize);
}

/** The pager line's figures: null for an empty list, else the first and last item shown and the total. */
export function pagerFigures(page: number, pageSize: number, total: number): { start: number; end: number; total: number } | null {
  const count = Math.max(0, truncateWhole(total));
  if (count === 0) return null;
  const size = readPageSize(pageSize);
  const start = pageOffset(clampPage(page, size, count), size) + 1;
  return { start, end: Math.min(start + size - 1, count), total: count };
}

/** The pager line. */
export function pagerText(page: number, pageSize: number, total: number): string {
  const figures = pagerFigures(page, pageSize, total);
  return figures ? messages.pagerShowing(figures.start, figures.end, figures.total) : messages.pagerEmpty;
}

/** A ?page= value → a page number: a positive whole number in plain digits, else 1. */
export function parsePageParam(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}
