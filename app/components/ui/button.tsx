// The one button (issue 22 item 3): four looks — primary (the shop's colour), secondary (outlined),
// danger (a move that gives stock or money back), link (a quiet text action) — in three sizes,
// as a <button>, as a router <Link> or as a plain <a> (a download, a print view, a full page
// load). Every size is at least 40 px tall (44 px from md), a thumb's target on a phone
// (WCAG 2.5.8). `className` is for the caller's layout only (width, flex, margins): the look
// comes from the variant, so the 21 copies of the primary class string are one.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'link' | 'danger-link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (a form's main action on a phone). */
  block?: boolean;
}

const BASE = 'inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-10 text-sm',
  md: 'min-h-11 text-sm',
  lg: 'min-h-12 text-base',
};

const PADDING: Record<ButtonSize, string> = { sm: 'px-3 py-1.5', md: 'px-4 py-2', lg: 'px-4 py-3' };

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:opacity-95',
  secondary: 'border border-gray-400 bg-white text-gray-900 hover:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
  link: 'text-primary-text underline',
  'danger-link': 'text-red-800 underline hover:text-red-900',
};

const isLink = (variant: ButtonVariant) => variant === 'link' || variant === 'danger-link';

/** The class string of a button look, for the rare element that is neither (a <summary>, say). */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}, className?: string): string {
  return [BASE, SIZE[size], isLink(variant) ? 'px-1' : PADDING[size], VARIANT[variant], block ? 'w-full' : null, className].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A <button>; type="button" unless told otherwise, so a button in a form submits only when meant to. */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A router link that looks like a button ("Proceed to checkout", "Request a refund"). */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A plain <a> that looks like a button: a download, a print view, a page outside the router. */
export function ButtonAnchor({ variant, size, block, className, ...props }: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, block }, className)} {...props} />;
}
