// A router link (with the 'page' view transition) that prefetches the page on intent, except
// on 2g, data saver or offline (spec §9; page-prefetch.tsx asks the network at that moment).
import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { leave, reachFor } from './page-prefetch';

export function SmartLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...props }: LinkProps) {
  return (
    <Link
      prefetch="none"
      viewTransition
      {...props}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        reachFor(e.currentTarget);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        reachFor(e.currentTarget);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(e);
        reachFor(e.currentTarget, true);
      }}
      onMouseLeave={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(e);
        leave();
      }}
      onBlur={(e: FocusEvent<HTMLAnchorElement>) => {
        onBlur?.(e);
        leave();
      }}
    />
  );
}
