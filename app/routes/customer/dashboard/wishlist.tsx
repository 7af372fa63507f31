// /customer/dashboard/wishlist (spec §2 dashboard menu, §7): the customer's wishlist, each
// product priced today with its availability, Remove, and Add to Cart — straight from the
// list for a product (or chosen combination) that can be added as it is, else a link to the
// product page to choose a variant or an attachment. Forms work without JavaScript; with it
// they are fetchers and the header's cart count follows.
import { useEffect } from 'react';
import { Link, useActionData, useFetcher, useLoaderData } from 'react-router';
import { formatPriceRange, formatTaka } from '../../../../core/money';
import { messages } from '../../../../core/messages';
import { wishlistMessages } from '../../../../core/cart-messages';
import { addToCart, addToCartInput } from '../../../../services/cart/add-to-cart';
import { DomainError } from '../../../../services/domain-error';
import { listWishlist, type WishlistEntryView } from '../../../../services/wishlist/list-wishlist';
import { removeFromWishlist } from '../../../../services/wishlist/remove-from-wishlist';
import { useAlert } from '../../../components/layout/alert';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/wishlist';
import { Notice } from '../../../components/ui/notice';
import { shopTitle } from '../../../lib/page-title';
import { parseForm, runAction, text } from '../../../lib/action.server';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle('Wishlist', matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  return { items: await listWishlist(context) };
}

interface WishlistActionResult {
  ok: boolean;
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  const intent = text(form, 'intent');
  return runAction(
    async (): Promise<WishlistActionResult> => {
      if (intent === 'remove') return { ok: true, message: (await removeFromWishlist(context, Number(text(form, 'id')))).message };
      // The header count follows from the cart cookies (server/cart-cookie-sync.ts).
      if (intent === 'add-to-cart') return { ok: true, message: (await addToCart(context, parseForm(form, addToCartInput, { quantity: 1 }))).message };
      throw new DomainError('invalid', messages.somethingWentWrong);
    },
    (r): WishlistActionResult => ({ ok: false, message: r.error.message }),
  );
}

function useResultAlert(result: WishlistActionResult | undefined) {
  const alert = useAlert();
  useEffect(() => {
    if (result) alert(result.message, result.ok ? 'success' : 'danger');
  }, [result]);
}

function WishlistItem({ item }: { item: WishlistEntryView }) {
  const remove = useFetcher<WishlistActionResult>();
  const cart = useFetcher<WishlistActionResult>();
  useResultAlert(remove.data);
  useResultAlert(cart.data);
  const inCart = item.inCart || cart.data?.ok === true;
  const action = 'inline-flex min-h-10 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3" data-testid="wishlist-item" data-product-id={item.productId}>
      <Link to={item.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded object-cover" /> : <span className="block h-16 w-16 rounded bg-gray-100" />}
      </Link>
      <div className="min-w-0 flex-1 basis-40">
        <h2 className="font-semibold text-gray-900">
          <Link to={item.url} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        {item.variantLabels.length > 0 ? <p className="text-sm text-gray-800">{item.variantLabels.map((v) => (v.title ? `${v.title}: ${v.label}` : v.label)).join(' · ')}</p> : null}
        <p className="text-sm">
          <span className="font-bold text-gray-900">{item.priceRange ? formatPriceRange(item.priceRange.min, item.priceRange.max) : formatTaka(item.price)}</span>
          <span className="text-gray-700"> · {item.availability}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {inCart ? (
          <Link to="/customer/cart" className={`${action} bg-primary text-on-primary`}>
            {messages.buttons.viewCart}
          </Link>
        ) : item.directAdd ? (
          <cart.Form method="post" action="/customer/dashboard/wishlist">
            <input type="hidden" name="intent" value="add-to-cart" />
            <input type="hidden" name="product_id" value={item.productId} />
            <input type="hidden" name="variant" value={item.variant} />
            <button type="submit" className={`${action} bg-primary text-on-primary disabled:opacity-60`} disabled={cart.state !== 'idle'} aria-label={`${messages.buttons.addToCart}: ${item.name}`}>
              {messages.buttons.addToCart}
            </button>
          </cart.Form>
        ) : (
          <Link to={item.url} className={`${action} border border-gray-400 bg-white text-gray-900`} aria-label={`Choose options: ${item.name}`}>
            Choose options
          </Link>
        )}
        <remove.Form method="post" action="/customer/dashboard/wishlist">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className={`${action} border border-gray-400 bg-white text-red-800`} disabled={remove.state !== 'idle'} aria-label={`Remove ${item.name} from the wishlist`}>
            Remove
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

export default function WishlistPage() {
  const { items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Wishlist</h1>
      <Notice tone={result?.ok ? 'success' : 'error'}>{result?.message}</Notice>
      {items.length === 0 ? (
        <p className="text-gray-800">{wishlistMessages.empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <WishlistItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
