// The card (issue 22 item 3): a white box with a hairline border that groups one part of a page —
// a settings section, an order's items, a summary. With a title it is a region named by its
// heading (aria-labelledby; not a plain div, which may not be named), so screen-reader users can jump between the parts and tests can
// find them by name. PageTitle is the page's one h1, in one size everywhere.
import { useId, type HTMLAttributes, type ReactNode } from 'react';

export const cardClass = 'rounded-lg border border-gray-200 bg-white p-3 sm:p-4';

type HeadingLevel = 2 | 3;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; the card becomes a region named by it. */
  title?: ReactNode;
  /** The heading's id (default: a generated one). */
  titleId?: string;
  level?: HeadingLevel;
  /** Beside the heading, at the end of its row (a link, a badge). */
  actions?: ReactNode;
  /** `section` (a part of the page, the default), `div`, `li` or `aside`. */
  as?: 'section' | 'div' | 'li' | 'aside' | 'article';
  /** The title's look: `default` (a part of a page) or `large` (a summary box's title). */
  titleSize?: 'default' | 'large';
}

export function Card({ title, titleId, level = 2, actions, as: Tag = 'section', titleSize = 'default', className, children, ...rest }: CardProps) {
  const generated = useId();
  const headingId = titleId ?? `card-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const H = level === 2 ? 'h2' : 'h3';
  const headingClass = titleSize === 'large' ? 'text-lg font-semibold text-gray-900' : 'text-base font-semibold text-gray-900';
  return (
    <Tag className={[cardClass, className].filter(Boolean).join(' ')} aria-labelledby={title && Tag !== 'div' ? headingId : undefined} {...rest}>
      {title ? (
        actions ? (
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <H id={headingId} className={headingClass}>
              {title}
            </H>
            {actions}
          </div>
        ) : (
          <H id={headingId} className={`mb-2 ${headingClass}`}>
            {title}
          </H>
        )
      ) : null}
      {children}
    </Tag>
  );
}

/** The page's h1. */
export function PageTitle({ children, className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 className={['text-2xl font-bold text-gray-900', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </h1>
  );
}
