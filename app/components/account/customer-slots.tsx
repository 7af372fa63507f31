// The header's per-customer slots on pages every shopper shares (docs/decisions/031): the
// notification bell and the off-canvas account block. While the server renders and the page
// hydrates, who is shopping is 'unknown': both slots render neutral placeholders that CSS shows
// only to the right shopper — `customer-only` / `guest-only`, switched by the data-customer
// attribute the customer hint (app/lib/customer-hint.ts) puts on <html> before the first paint. So a
// logged-in shopper never sees "Sign in" first, a guest never sees a bell, and nothing moves.
//
// The bell's own code (its store and poll) loads only for a logged-in customer: a guest's page
// never fetches it (the product page's JavaScript budget, docs/decisions/058).
import { lazy, Suspense } from 'react';
import { buttonClass } from '../ui/button';
import { useCustomerPart } from '../../lib/customer-part';
import { SmartLink } from '../layout/smart-link';
import { useI18n } from '../../lib/i18n';
import { Avatar } from './avatar';
import { BellIcon } from '../layout/icons';

const NotificationBell = lazy(() => import('../notifications/notification-bell').then((m) => ({ default: m.NotificationBell })));

function BellPlaceholder({ label, className }: { label: boolean; className: string }) {
  const { t } = useI18n();
  return (
    <div className={`customer-only relative ${className}`} aria-hidden="true" data-testid="bell-placeholder">
      <span className="relative flex items-center gap-1 rounded p-1">
        <BellIcon />
        {label ? <span>{t('account.notifications')}</span> : null}
      </span>
    </div>
  );
}

/** The bell for a logged-in customer (it polls), nothing for a guest, a still placeholder before hydration. */
export function BellSlot({ label = true, className = '' }: { label?: boolean; className?: string }) {
  const part = useCustomerPart();
  if (part.status === 'customer')
    return (
      <Suspense fallback={<BellPlaceholder label={label} className={className} />}>
        <NotificationBell label={label} className={className} />
      </Suspense>
    );
  if (part.status === 'unknown') return <BellPlaceholder label={label} className={className} />;
  return null;
}

function CustomerBlock({ name, avatar, className = '' }: { name: string | null; avatar: string | null; className?: string }) {
  const { t } = useI18n();
  return (
    <div className={`border-b p-4 ${className}`}>
      <SmartLink to="/customer/dashboard" className="flex items-center gap-3 rounded-md" data-testid="offcanvas-customer">
        {name ? <Avatar name={name} src={avatar} size={44} /> : <span aria-hidden="true" className="inline-block h-11 w-11 shrink-0 rounded-full bg-gray-200" />}
        <span className="min-w-0">
          {/* The name arrives with /api/front/customer-part; until then the slot keeps its height. */}
          <span className="block truncate font-semibold" data-testid="offcanvas-customer-name">{name ?? '\u00a0'}</span>
          <span className="block text-sm text-primary-text">{t('layout.myAccount')}</span>
        </span>
      </SmartLink>
    </div>
  );
}

function GuestBlock({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={`flex gap-2 border-b p-4 ${className}`}>
      <SmartLink to="/customer/login" className={buttonClass({ size: 'sm' }, 'flex-1')}>
        {t('account.signIn')}
      </SmartLink>
      <SmartLink to="/customer/register" className={buttonClass({ variant: 'secondary', size: 'sm' }, 'flex-1')}>
        {t('account.register')}
      </SmartLink>
    </div>
  );
}

/** The off-canvas menu's account block: the customer's avatar and name, or sign in / register. */
export function OffcanvasAccount({ onNavigate }: { onNavigate: () => void }) {
  const part = useCustomerPart();
  return (
    <div onClick={onNavigate}>
      {part.status === 'customer' ? <CustomerBlock name={part.name} avatar={part.avatar} /> : null}
      {part.status === 'guest' ? <GuestBlock /> : null}
      {part.status === 'unknown' ? (
        <>
          <CustomerBlock name={null} avatar={null} className="customer-only" />
          <GuestBlock className="guest-only" />
        </>
      ) : null}
    </div>
  );
}
