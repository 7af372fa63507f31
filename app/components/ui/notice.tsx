// The notice (issue 22 item 3): one line (or a few) telling the result of what was just done or
// what stands in the way — info, success, warning or error. Errors are role="alert" (read out at
// once); success and info are role="status" (read out politely); a warning is read where it
// stands unless the caller makes it an alert (`live`). Nothing is rendered without a message,
// so a page can pass `result?.message` as it is.
import type { HTMLAttributes, ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const TONE: Record<NoticeTone, string> = {
  info: 'border-gray-300 bg-gray-50 text-gray-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-900',
};

const ROLE: Record<NoticeTone, 'status' | 'alert' | undefined> = { info: 'status', success: 'status', warning: undefined, error: 'alert' };

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'role'> {
  tone?: NoticeTone;
  /** Overrides the tone's live region: `alert`, `status`, or `off` for none. */
  live?: 'alert' | 'status' | 'off';
  /** `p` (a line, the default) or `div` (paragraphs, lists, links inside). */
  as?: 'p' | 'div' | 'ul';
  children?: ReactNode;
}

const empty = (children: ReactNode) => children === null || children === undefined || children === false || children === '';

export function Notice({ tone = 'info', live, as: Tag = 'p', className, children, ...rest }: NoticeProps) {
  if (empty(children)) return null;
  const role = live === 'off' ? undefined : (live ?? ROLE[tone]);
  return (
    <Tag role={role} data-tone={tone} className={['rounded-md border px-3 py-2 text-sm font-medium', TONE[tone], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

/** The usual pair after a post → redirect → get: what was done (success) and what was refused (error). */
export function Notices({ notice, error }: { notice?: string | null; error?: string | null }) {
  return (
    <>
      <Notice tone="success">{notice}</Notice>
      <Notice tone="error">{error}</Notice>
    </>
  );
}
