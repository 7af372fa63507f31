// /customer/dashboard/wishlist (spec §2 dashboard menu, §7): the customer's wishlist, each
// product priced today with its availability, Remove, and Add to Cart — straight from the
// list for a product (or chosen combination) that can be added as it is, else a link to the
// product page to choose a variant or an attachment. Forms work without JavaScript; with it
// they are fetchers and the header's cart count follows.
import { useEffect } from 'react';
import { useActionData, useFetcher, useLoaderData } from 'react-router';
import { browserMessages as messages } from '../../../../core/browser-messages';
import { addToCart, addToCartInput } from '../../../../services/cart/add-to-cart';
import { DomainError } from '../../../../services/domain-error';
import { listWishlist, type WishlistEntryView } from '../../../../services/wishlist/list-wishlist';
import { removeFromWishlist } from '../../../../services/wishlist/remove-from-wishlist';
import { useAlert } from '../../../components/layout/alert';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/wishlist';
import { Notice } from '../../../components/ui/notice';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { useI18n } from '../../../lib/i18n';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ProductLine } from '../../../components/ui/product-line';
import { parseForm, runAction, text } from '../../../lib/action.server';
import { localText } from '../../../lib/local-text.server';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('account.wishlist.title'), matches) }, { name: 'robots', content: 'noindex' }];
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
      if (intent === 'remove') return { ok: true, message: localText(context, (await removeFromWishlist(context, Number(text(form, 'id')))).message) };
      // The header count follows from the cart cookies (server/cart-cookie-sync.ts).
      if (intent === 'add-to-cart') return { ok: true, message: localText(context, (await addToCart(context, parseForm(form, addToCartInput, { quantity: 1 }))).message) };
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
  const { t, taka, takaRange } = useI18n();
  return (
    <ProductLine
      look="boxed"
      data-testid="wishlist-item"
      data-product-id={item.productId}
      image={item.image}
      imageSize={64}
      name={item.name}
      href={item.url}
      headingLevel={2}
      details={[
        item.variantLabels.length > 0 ? item.variantLabels.map((v) => (v.title ? `${v.title}: ${v.label}` : v.label)).join(' · ') : null,
        <>
          <span className="font-bold text-gray-900">{item.priceRange ? takaRange(item.priceRange.min, item.priceRange.max) : taka(item.price)}</span>
          <span className="text-gray-700"> · {t(item.availabilityMessage.id, item.availabilityMessage.n === undefined ? undefined : { n: item.availabilityMessage.n })}</span>
        </>,
      ]}
      footer={
        <div className="mt-3 flex flex-wrap gap-2">
          {inCart ? (
            <ButtonLink to="/customer/cart" size="sm">
              {t('button.viewCart')}
            </ButtonLink>
          ) : item.directAdd ? (
            <cart.Form method="post" action="/customer/dashboard/wishlist">
              <input type="hidden" name="intent" value="add-to-cart" />
              <input type="hidden" name="product_id" value={item.productId} />
              <input type="hidden" name="variant" value={item.variant} />
              <Button type="submit" size="sm" disabled={cart.state !== 'idle'} aria-label={t('account.wishlist.addToCartFor', { button: t('button.addToCart'), name: item.name })}>
                {t('button.addToCart')}
              </Button>
            </cart.Form>
          ) : (
            <ButtonLink to={item.url} variant="secondary" size="sm" aria-label={t('account.wishlist.chooseOptionsFor', { name: item.name })}>
              {t('account.wishlist.chooseOptions')}
            </ButtonLink>
          )}
          <remove.Form method="post" action="/customer/dashboard/wishlist">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" variant="danger-outline" size="sm" disabled={remove.state !== 'idle'} aria-label={t('account.wishlist.removeLabel', { name: item.name })}>
              {t('account.wishlist.remove')}
            </Button>
          </remove.Form>
        </div>
      }
    />
  );
}

export default function WishlistPage() {
  const { items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('account.wishlist.title')}</h1>
      <Notice tone={result?.ok ? 'success' : 'error'}>{result?.message}</Notice>
      {items.length === 0 ? (
        <p className="text-gray-800">{t('account.wishlist.empty')}</p>
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
