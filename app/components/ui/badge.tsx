// The badge (issue 22 item 3): a short state in a pill — an order's status, a payment's, a
// thread's, "2 new", "Default", "Sandbox". Tones carry meaning with text, never colour alone.
import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'progress' | 'primary' | 'outline';

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-900',
  info: 'bg-sky-100 text-sky-950',
  success: 'bg-green-100 text-green-950',
  warning: 'bg-amber-100 text-amber-950',
  danger: 'bg-red-100 text-red-950',
  progress: 'bg-indigo-100 text-indigo-950',
  primary: 'bg-primary text-on-primary',
  outline: 'border border-gray-300 text-gray-900',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** `sm` (text-xs, in lists; the default) or `md` (text-sm, beside a page's title). */
  size?: 'sm' | 'md';
}

export function Badge({ tone = 'neutral', size = 'sm', className, children, ...rest }: BadgeProps) {
  return (
    <span className={['inline-block rounded-full px-2.5 py-0.5 font-semibold', size === 'md' ? 'text-sm' : 'text-xs', TONE[tone], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
