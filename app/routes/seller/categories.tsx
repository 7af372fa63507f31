// /seller/categories (issue 28 item 2; docs/decisions/075): the shop's categories, each with its
// size guide — the table every product page of the category shows when the product has none
// of its own. A form per category, the guide as lines like the product editor's (headings
// first, cells separated by commas, core/product-facts-text.ts) with a line of Bangla headings;
// empty removes it. Plain form posts: no JavaScript needed. Each calls saveCategorySizeGuide,
// parsing the same schema as POST /api/seller/category-size-guide-save; a refused save comes
// back with what was typed and its reason beside the field (the first one focused).
import { redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { MAX_SIZE_COLUMNS, MAX_SIZE_ROWS, type SizeGuide } from '../../../core/product-facts';
import { sizeGuideToText } from '../../../core/product-facts-text';
import { listCategorySizeGuides, saveCategorySizeGuide } from '../../../services/catalog/category-size-guides';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, Form, TextareaField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { runAction, text } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { categoryGuideFromForm, guideFieldOf } from './category-form';
import type { Route } from './+types/categories';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return { categories: await listCategorySizeGuides(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.categories');
}

interface ActionResult {
  /** The category whose form answered ('' when the form named none). */
  category: string;
  errors: Record<string, string>;
  message: string | null;
  values: { size_guide: string; size_guide_bn: string };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const category = text(form, 'category_id');
  const values = { size_guide: text(form, 'size_guide'), size_guide_bn: text(form, 'size_guide_bn') };
  return runAction(
    async () => {
      const saved = await saveCategorySizeGuide(context, categoryGuideFromForm(form));
      return redirect(`/seller/categories?done=${saved.size_guide ? 'saved' : 'cleared'}&category=${saved.id}#category-${saved.id}`);
    },
    (r): ActionResult => {
      const errors: Record<string, string> = {};
      const rest: string[] = [];
      for (const [path, message] of Object.entries(r.errors)) {
        const field = guideFieldOf(path);
        if (field) errors[field] ??= message;
        else rest.push(message);
      }
      return { category, errors, message: r.message ?? (rest.length ? rest.join(' · ') : null), values };
    },
  );
}

function GuideForm({ id, name, guide, failure, notice, busy }: { id: number; name: string; guide: SizeGuide | null; failure?: ActionResult; notice: string | null; busy: boolean }) {
  const { t } = useI18n();
  const mine = failure?.category === String(id) ? failure : undefined;
  const stored = sizeGuideToText(guide);
  return (
    <Form method="post" failed={mine} noValidate className="space-y-3" aria-label={t('seller.categories.formLabel', { name })}>
      <input type="hidden" name="category_id" value={id} />
      <Notices notice={notice} error={mine?.message ?? null} />
      <TextareaField
        id={`c${id}-guide`}
        name="size_guide"
        label={t('seller.categories.guide')}
        hint={t('seller.categories.guideHint', { columns: MAX_SIZE_COLUMNS, rows: MAX_SIZE_ROWS })}
        rows={5}
        defaultValue={mine ? mine.values.size_guide : stored.text}
        error={mine?.errors.size_guide}
      />
      <Field
        id={`c${id}-guide-bn`}
        name="size_guide_bn"
        label={t('seller.categories.guideBn')}
        hint={t('seller.categories.guideBnHint')}
        lang="bn"
        defaultValue={mine ? mine.values.size_guide_bn : stored.headingsBn}
        error={mine?.errors.size_guide_bn}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('seller.categories.save')}
      </Button>
    </Form>
  );
}

export default function SellerCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const { t } = useI18n();
  const done = failure ? null : params.get('done');
  const doneIn = params.get('category');
  const general = failure && !categories.some((c) => String(c.id) === failure.category) ? failure.message : null;
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.categories')}</PageTitle>
      <p className="max-w-prose text-sm text-gray-800">{t('seller.categories.intro')}</p>
      <Notices error={general} />
      {categories.length === 0 ? <p className="text-sm text-gray-800">{t('seller.categories.none')}</p> : null}
      {categories.map((c) => (
        <Card key={c.id} titleId={`category-${c.id}`} title={`${c.name} · ${t(c.size_guide ? 'seller.categories.hasGuide' : 'seller.categories.noGuide')}`}>
          <GuideForm
            id={c.id}
            name={c.name}
            guide={c.size_guide}
            failure={failure}
            notice={done && doneIn === String(c.id) ? t(done === 'cleared' ? 'seller.categories.msg.cleared' : 'seller.categories.msg.saved') : null}
            busy={busy}
          />
        </Card>
      ))}
    </div>
  );
}
