// The product line (issue 22 item 3): one product in an order, a cart, a checkout, a refund, a
// wishlist or a thread — its picture, its name (a link where it has a page), what the shopper
// chose and the figures under the name, the line's sum at the end, and whatever the page adds
// below (the cart's quantity control, a refund's quantity field). ProductTable is the same line
// as a table row, for the printed invoice and packing slip.
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTaka } from '../../../core/money';
import { useI18n } from '../../lib/i18n';

type ImageSize = 48 | 56 | 64 | 72;

const IMAGE_CLASS: Record<ImageSize, string> = { 48: 'h-12 w-12', 56: 'h-14 w-14', 64: 'h-16 w-16', 72: 'h-18 w-18' };

export interface ProductLineProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The picture (a thumbnail); null draws an empty square of the same size. */
  image?: string | null;
  imageSize?: ImageSize;
  /** No picture and no empty square (a text-only line). */
  noImage?: boolean;
  name: ReactNode;
  /** The product's page: the name (and the picture, hidden from screen readers) link to it. */
  href?: string;
  /** The name as a heading of this level (the cart's and the wishlist's lines are h2). */
  headingLevel?: 2 | 3;
  /** Lines under the name: the variant, "৳120 × 2", a note. Null ones are left out. */
  details?: ReadonlyArray<ReactNode>;
  /** At the end of the row: the line's sum, or the line's actions. */
  aside?: ReactNode;
  /** Below the row: controls, notes. */
  footer?: ReactNode;
  /** `li` (in a list; the default), `div` or `a`-free `article`. */
  as?: 'li' | 'div' | 'article';
  /** `boxed` (its own bordered box) or `plain` (inside a divided list). */
  look?: 'boxed' | 'plain';
}

/** "৳120 × 2" — a line's price and quantity as every order and checkout shows them. */
export function priceTimesQuantity(price: number, quantity: number): string {
  return `${formatTaka(price)} × ${quantity}`;
}

export function ProductLine({
  image = null,
  imageSize = 48,
  noImage = false,
  name,
  href,
  headingLevel,
  details = [],
  aside,
  footer,
  as: Tag = 'li',
  look = 'plain',
  className,
  ...rest
}: ProductLineProps) {
  const size = IMAGE_CLASS[imageSize];
  const picture = noImage ? null : image ? (
    <img src={image} alt="" width={imageSize} height={imageSize} loading="lazy" decoding="async" className={`${size} shrink-0 rounded object-cover print:hidden`} />
  ) : (
    <span className={`block ${size} shrink-0 rounded bg-gray-100 print:hidden`} />
  );
  const title = href ? (
    <Link to={href} className="hover:underline">
      {name}
    </Link>
  ) : (
    name
  );
  const H = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'p';
  const shownDetails = details.filter((d) => d !== null && d !== undefined && d !== false && d !== '');
  return (
    <Tag className={[look === 'boxed' ? 'rounded-lg border border-gray-200 bg-white p-3 sm:p-4' : 'p-3', className].filter(Boolean).join(' ')} {...rest}>
      <div className="flex gap-3">
        {picture && href ? (
          <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
        <div className="min-w-0 flex-1 space-y-0.5">
          <H className="font-semibold break-words text-gray-900">{title}</H>
          {shownDetails.map((detail, i) => (
            <div key={i} className="text-sm text-gray-800">
              {detail}
            </div>
          ))}
        </div>
        {aside !== undefined && aside !== null ? <div className="shrink-0 text-right font-bold text-gray-900">{aside}</div> : null}
      </div>
      {footer}
    </Tag>
  );
}

export interface ProductTableLine {
  key: string | number;
  name: ReactNode;
  variant?: string | null;
  quantity: number;
  price: number;
  total: number;
}

/** The lines as a table (Item, Qty, and with prices Price and Total): the invoice and the packing slip. */
export function ProductTable({ lines, prices = true, caption }: { lines: ReadonlyArray<ProductTableLine>; prices?: boolean; caption?: string }) {
  const { t, taka, num } = useI18n();
  const th = 'py-1 font-medium';
  return (
    <table className="w-full text-left text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className="border-b border-gray-300 text-gray-700">
          <th scope="col" className={th}>
            {t('order.item')}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t('order.qty')}
          </th>
          {prices ? (
            <th scope="col" className={`${th} text-right`}>
              {t('order.price')}
            </th>
          ) : null}
          {prices ? (
            <th scope="col" className={`${th} text-right`}>
              {t('order.total')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} className="border-b border-gray-200 align-top">
            <td className="py-1 text-gray-900">
              {l.name}
              {l.variant ? <span className="block text-xs text-gray-700">{l.variant}</span> : null}
            </td>
            <td className="py-1 text-right text-gray-900">{num(l.quantity)}</td>
            {prices ? <td className="py-1 text-right text-gray-900">{taka(l.price)}</td> : null}
            {prices ? <td className="py-1 text-right text-gray-900">{taka(l.total)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
