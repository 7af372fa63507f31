// The product page's answers to the next question (issue 28 item 2; docs/decisions/066),
// rendered on the server as markup the page places as is, like the reviews: nothing here
// reacts to the shopper in the browser, so it costs the page no JavaScript.
// - next to the buy buttons: the delivery charge and time to a district and the return
//   window; the district picker is a plain GET form to the page's own address (`?district=`),
//   so it works without JavaScript and the page stays shared (one copy per district);
// - the specification table and the size guide;
// - "Frequently bought together" and "You may also like" as plain link cards.
import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '../../../core/i18n/compile';
import { districtName } from '../../../core/i18n/bd-district-names';
import type { Lang } from '../../../core/i18n/lang';
import type { Translator } from '../../../core/i18n/translate';
import type { FactTable } from '../../../core/product-facts';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import type { ProductExtras } from '../../../services/catalog/get-product-extras';
import { KeptMarkup } from '../../lib/kept-markup.server';


/** What the district form keeps of the page's address: the chosen variant values and quantity. */
export interface KeptChoice {
  values: readonly string[];
  quantity: string | null;
}

function DeliveryAndReturns({ extras, action, kept, i18n }: { extras: ProductExtras; action: string; kept: KeptChoice; i18n: Translator }) {
  const { t, taka, lang } = i18n;
  const { delivery, returns } = extras;
  const estimate = delivery.estimate;
  return (
    <>
      <h2 id="product-delivery" className="text-base font-semibold text-gray-900">
        {t('pdp.delivery.heading')}
      </h2>
      {estimate ? (
        <div data-testid="delivery-estimate">
          <p className="text-gray-900">
            {t('pdp.delivery.to', { district: districtName(lang, estimate.district) })} <strong className="font-semibold">{estimate.charge === 0 ? t('pdp.delivery.free') : taka(estimate.charge)}</strong>
          </p>
          {estimate.days !== null ? <p className="text-gray-700">{t('pdp.delivery.days', { n: estimate.days })}</p> : null}
        </div>
      ) : (
        <p className="text-gray-800" data-testid="delivery-rates">
          {t('pdp.delivery.insideDhaka')} <strong className="font-semibold">{taka(delivery.insideDhaka)}</strong>
          {' · '}
          {t('pdp.delivery.outsideDhaka')} <strong className="font-semibold">{taka(delivery.outsideDhaka)}</strong>
        </p>
      )}
      {estimate?.freeOver != null && estimate.charge > 0 ? <p className="text-gray-700">{t('pdp.delivery.freeOver', { amount: taka(estimate.freeOver) })}</p> : null}
      {delivery.unknownDistrict !== null ? (
        <p className="text-red-700" data-testid="delivery-unknown">
          {t('pdp.delivery.unknown', { district: delivery.unknownDistrict })}
        </p>
      ) : null}
      <form method="get" action={`${action}#delivery`} className="flex flex-wrap items-end gap-2" data-testid="district-form">
        {kept.values.map((v, i) => (
          <input key={`${v}-${i}`} type="hidden" name="v" value={v} />
        ))}
        {kept.quantity !== null ? <input type="hidden" name="qty" value={kept.quantity} /> : null}
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-gray-800">
          <span>{t('pdp.delivery.yourDistrict')}</span>
          <select name="district" defaultValue={estimate?.district ?? ''} className="min-h-11 w-full rounded border border-gray-400 bg-white px-2 py-2">
            <option value="" disabled>
              {t('pdp.delivery.choose')}
            </option>
            {delivery.districts.map((d) => (
              <option key={d} value={d}>
                {districtName(lang, d)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded border border-primary px-4 py-2 font-semibold text-primary-text hover:bg-gray-50">
          {t('pdp.delivery.check')}
        </button>
      </form>
      <p className="text-gray-800" data-testid="return-window">
        <span className="font-semibold">{t('pdp.returns.label')}</span> {returns.kind === 'days' ? t('pdp.returns.days', { n: returns.days }) : t('pdp.returns.none')}
      </p>
    </>
  );
}

/** A table the shop typed; on a Bangla page its digits are Bangla ones (sizes, measures). */
function Table({ table, caption, testId, digits }: { table: FactTable & { header: boolean }; caption: string; testId: string; digits: Translator['digits'] }) {
  return (
    <div className="overflow-x-auto md:max-w-3xl">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <caption className="mb-2 text-left text-lg font-semibold text-gray-900">{caption}</caption>
        {table.header ? (
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col" className="border-b border-gray-300 bg-gray-50 px-3 py-2 font-semibold">
                  {digits(c)}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-b border-gray-200">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 font-medium text-gray-900">
                    {digits(cell)}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-gray-800">
                    {digits(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Facts({ extras, i18n }: { extras: ProductExtras; i18n: Translator }) {
  const { t, digits } = i18n;
  return (
    <>
      {extras.specifications.length > 0 ? (
        <Table table={{ columns: [], rows: extras.specifications, header: false }} caption={t('pdp.specifications')} testId="specifications" digits={digits} />
      ) : null}
      {extras.sizeGuide ? <Table table={{ ...extras.sizeGuide, header: true }} caption={t('pdp.sizeGuide')} testId="size-guide" digits={digits} /> : null}
    </>
  );
}

function Cards({ products, i18n }: { products: ProductCardData[]; i18n: Translator }) {
  const { t, taka, takaRange } = i18n;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => {
        const range = p.pricing.minSellPrice !== undefined && p.pricing.maxSellPrice !== undefined && p.pricing.minSellPrice !== p.pricing.maxSellPrice;
        return (
          <li key={p.id} className="min-w-0">
            <a href={p.url} className="group block rounded-lg border border-gray-200 bg-white p-2 hover:border-primary" data-related-card={p.id}>
              {p.image.grid ? (
                <img src={p.image.grid} alt="" width={p.image.width} height={p.image.height} loading="lazy" decoding="async" className="aspect-square w-full rounded object-cover" />
              ) : (
                <span className="block aspect-square w-full rounded bg-gray-100" />
              )}
              <span className="mt-2 line-clamp-2 block text-sm text-gray-900 group-hover:underline">{p.name}</span>
              <span className="mt-1 flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold text-primary-text">{range ? takaRange(p.pricing.minSellPrice!, p.pricing.maxSellPrice!) : taka(p.pricing.sellPrice)}</span>
                {p.pricing.oldPrice > p.pricing.sellPrice ? (
                  <del className="text-sm text-gray-600">
                    <span className="sr-only">{t('price.old')} </span>
                    {taka(p.pricing.oldPrice)}
                  </del>
                ) : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Related({ title, id, products, i18n, testId }: { title: string; id: string; products: ProductCardData[]; i18n: Translator; testId: string }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-testid={testId}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <Cards products={products} i18n={i18n} />
    </section>
  );
}

export interface ExtrasMarkup {
  /** Beside the buy buttons: delivery and returns. */
  delivery: string;
  /** The specification table and size guide ('' when the product has neither). */
  facts: string;
  /** Frequently bought together, then You may also like ('' when there is neither). Each piece carries its own wrapper. */
  related: string;
}

/** The three pieces of markup in the page's language. */
// Made once per product's extras, page and language (app/lib/kept-markup.server.ts): the key is
// what the markup is made of, so a changed product, stock or district makes a new one (decision 083).
const keptExtras = new KeptMarkup<ExtrasMarkup>(8 * 1024 * 1024, (m) => m.delivery.length + m.facts.length + m.related.length);

export function extrasMarkup(extras: ProductExtras, page: { action: string; kept: KeptChoice }, lang: Lang): ExtrasMarkup {
  return keptExtras.get(`${lang}|${JSON.stringify(page)}|${JSON.stringify(extras)}`, () => makeExtrasMarkup(extras, page, lang));
}

function makeExtrasMarkup(extras: ProductExtras, page: { action: string; kept: KeptChoice }, lang: Lang): ExtrasMarkup {
  const i18n = translator(lang);
  const { t } = i18n;
  const html = (node: React.ReactElement) => renderToStaticMarkup(node);
  const hasFacts = extras.specifications.length > 0 || extras.sizeGuide !== null;
  return {
    delivery: html(
      <section id="delivery" aria-labelledby="product-delivery" className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 text-sm" data-testid="product-delivery">
        <DeliveryAndReturns extras={extras} action={page.action} kept={page.kept} i18n={i18n} />
      </section>,
    ),
    facts: hasFacts
      ? html(
          <div className="mt-8 space-y-6 rounded-lg border border-gray-200 bg-white p-4 md:p-6" data-testid="product-facts">
            <Facts extras={extras} i18n={i18n} />
          </div>,
        )
      : '',
    related:
      extras.boughtTogether.length + extras.alsoLike.length > 0
        ? html(
            <div data-testid="product-related">
              {extras.boughtTogether.length > 0 ? <Related title={t('pdp.boughtTogether')} id="bought-together" products={extras.boughtTogether} i18n={i18n} testId="bought-together" /> : null}
              {extras.alsoLike.length > 0 ? <Related title={t('pdp.alsoLike')} id="also-like" products={extras.alsoLike} i18n={i18n} testId="also-like" /> : null}
            </div>,
          )
        : '',
  };
}
