// /seller/banners (issue 28 item 3; docs/decisions/067): the owner's home slides — each with
// its picture, title (and its Bangla), link, place and optional start and end in Bangladesh
// time, whether it shows now — and the category tiles with their pictures; a form per slide and
// tile, one to add each, one to remove each. Plain multipart forms: no JavaScript needed. Each
// posts here and calls the same use case, parsing the same schema, as the JSON API
// (/api/seller/home-slide-save …). Staff (not owners) see that only the owner can change them.
import { data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { bannerMessages, HOME_SLIDES_MAX, HOME_TILES_MAX, shopDateTimeInput } from '../../../core/home-banners';
import { UPLOAD_MAX_BYTES } from '../../../services/catalog/operations/store-catalog-image';
import { listHomeBanners } from '../../../services/banners/list-home-banners';
import { removeHomeSlide } from '../../../services/banners/remove-home-slide';
import { removeHomeTile } from '../../../services/banners/remove-home-tile';
import { saveHomeSlide } from '../../../services/banners/save-home-slide';
import { saveHomeTile } from '../../../services/banners/save-home-tile';
import type { SlideView, TileView } from '../../../services/banners/banner-views';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, FileField, Form, SelectField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { localMessage } from '../../lib/local-message.server';
import { tieToFields } from '../../lib/form-errors';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/banners';
import type { MessageId } from '../../../core/i18n/catalog';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context);
  if (staff.role !== 'owner') return { banners: null };
  return { banners: await listHomeBanners(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.banners');
}

type Intent = 'slide' | 'remove_slide' | 'tile' | 'remove_tile';
/** Which form answered: the intent and the slide's or tile's id ('new' for an added one). */
type ActionResult = FormFailure & { form: string };

const SLIDE_FIELDS = ['title', 'title_bn', 'link', 'starts_at', 'ends_at', 'position', 'image'] as const;
const TILE_FIELDS = ['category_id', 'position', 'image'] as const;
/** What a done form says (post/redirect/get: `?done=<intent>`). */
const DONE: Record<Intent, MessageId> = { slide: 'seller.banners.msg.slideSaved', remove_slide: 'seller.banners.msg.slideRemoved', tile: 'seller.banners.msg.tileSaved', remove_tile: 'seller.banners.msg.tileRemoved' };

/** The picture's bytes; null when no file was chosen. */
async function picture(form: FormData): Promise<Uint8Array | null> {
  const file = form.get('image');
  return file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/') && Number(request.headers.get('content-length') ?? 0) > UPLOAD_MAX_BYTES + 64 * 1024) {
    return data<ActionResult>({ form: '', errors: {}, message: localMessage(context, bannerMessages.pictureInvalid) }, { status: 413 });
  }
  const form = await request.formData();
  const intent = text(form, 'intent') as Intent;
  const id = text(form, intent === 'slide' || intent === 'remove_slide' ? 'slide_id' : 'tile_id');
  const which = `${intent}:${id || 'new'}`;
  return runAction(
    async () => {
      if (intent === 'slide') {
        await saveHomeSlide(context, Object.fromEntries(['slide_id', ...SLIDE_FIELDS.filter((f) => f !== 'image')].map((f) => [f, text(form, f)])), await picture(form));
      } else if (intent === 'remove_slide') {
        await removeHomeSlide(context, { slide_id: id });
      } else if (intent === 'tile') {
        await saveHomeTile(context, { tile_id: text(form, 'tile_id'), category_id: text(form, 'category_id'), position: text(form, 'position') }, await picture(form));
      } else if (intent === 'remove_tile') {
        await removeHomeTile(context, { tile_id: id });
      } else {
        return data<ActionResult>({ form: '', errors: {}, message: localMessage(context, 'Unknown form') }, { status: 400 });
      }
      return redirect(`/seller/banners?done=${intent}`);
    },
    (r): ActionResult => ({ ...tieToFields(r, intent === 'tile' ? TILE_FIELDS : SLIDE_FIELDS), form: which }),
  );
}

function SlideForm({ slide, failure, busy }: { slide: SlideView | null; failure?: ActionResult; busy: boolean }) {
  const { t, lang } = useI18n();
  const stop = lang === 'bn' ? '।' : '.';
  const mine = failure?.form === `slide:${slide ? slide.id : 'new'}` ? failure : undefined;
  const err = (name: string) => mine?.errors[name];
  const key = slide ? `s${slide.id}` : 'snew';
  return (
    <Form method="post" encType="multipart/form-data" failed={mine} noValidate className="space-y-3" aria-label={slide ? t('seller.banners.slide', { n: slide.position, title: slide.title }) : t('seller.banners.newSlide')}>
      <input type="hidden" name="intent" value="slide" />
      {slide ? <input type="hidden" name="slide_id" value={slide.id} /> : null}
      <Notices error={mine?.message ?? null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${key}-title`} name="title" label={t('seller.banners.title')} defaultValue={slide?.title ?? ''} maxLength={120} error={err('title')} />
        <Field id={`${key}-title-bn`} name="title_bn" label={t('seller.banners.titleBn')} lang="bn" defaultValue={slide?.title_bn ?? ''} maxLength={120} error={err('title_bn')} />
        <Field id={`${key}-link`} name="link" label={t('seller.banners.link')} hint={t('seller.banners.linkHint')} defaultValue={slide?.link ?? ''} error={err('link')} />
        <Field id={`${key}-position`} name="position" label={t('seller.banners.position', { max: HOME_SLIDES_MAX })} inputMode="numeric" defaultValue={slide?.position ?? ''} error={err('position')} />
        <Field id={`${key}-starts`} name="starts_at" type="datetime-local" label={t('seller.banners.starts')} defaultValue={shopDateTimeInput(slide?.starts_at ?? null)} error={err('starts_at')} />
        <Field id={`${key}-ends`} name="ends_at" type="datetime-local" label={t('seller.banners.ends')} defaultValue={shopDateTimeInput(slide?.ends_at ?? null)} error={err('ends_at')} />
        <FileField
          id={`${key}-image`}
          name="image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          label={t('seller.banners.picture')}
          hint={slide ? `${t('seller.banners.pictureHint')}${stop} ${t('seller.banners.pictureKeep')}` : t('seller.banners.pictureHint')}
          error={err('image')}
          className="sm:col-span-2"
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {slide ? t('seller.banners.save') : t('seller.banners.add')}
      </Button>
    </Form>
  );
}

function TileForm({ tile, categories, failure, busy }: { tile: TileView | null; categories: Array<{ id: number; name: string }>; failure?: ActionResult; busy: boolean }) {
  const { t, lang } = useI18n();
  const stop = lang === 'bn' ? '।' : '.';
  const mine = failure?.form === `tile:${tile ? tile.id : 'new'}` ? failure : undefined;
  const err = (name: string) => mine?.errors[name];
  const key = tile ? `t${tile.id}` : 'tnew';
  return (
    <Form method="post" encType="multipart/form-data" failed={mine} noValidate className="space-y-3" aria-label={tile ? t('seller.banners.tile', { name: tile.name }) : t('seller.banners.newTile')}>
      <input type="hidden" name="intent" value="tile" />
      {tile ? <input type="hidden" name="tile_id" value={tile.id} /> : null}
      <Notices error={mine?.message ?? null} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField id={`${key}-category`} name="category_id" label={t('seller.banners.category')} defaultValue={tile?.category_id ?? categories[0]?.id} error={err('category_id')}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field id={`${key}-position`} name="position" label={t('seller.banners.tilePosition', { max: HOME_TILES_MAX })} inputMode="numeric" defaultValue={tile?.position ?? ''} error={err('position')} />
        <FileField
          id={`${key}-image`}
          name="image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          label={t('seller.banners.picture')}
          hint={tile ? `${t('seller.banners.tilePictureHint')}${stop} ${t('seller.banners.pictureKeep')}` : t('seller.banners.tilePictureHint')}
          error={err('image')}
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {tile ? t('seller.banners.saveTile') : t('seller.banners.addTile')}
      </Button>
    </Form>
  );
}

function RemoveForm({ intent, name, id, label, busy }: { intent: Intent; name: string; id: number; label: string; busy: boolean }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={id} />
      <Button type="submit" variant="danger-outline" size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

export default function SellerBanners() {
  const { banners } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const { t, lang } = useI18n();
  if (!banners) {
    return (
      <div className="space-y-4">
        <PageTitle>{t('seller.nav.banners')}</PageTitle>
        <Card as="div" className="text-gray-900">
          <p>{t('seller.settings.ownerOnly')}{lang === 'bn' ? '।' : '.'}</p>
        </Card>
      </div>
    );
  }
  const done = params.get('done') as Intent | null;
  const generalError = failure && failure.form === '' ? failure.message : null;
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.banners')}</PageTitle>
      <p className="max-w-prose text-sm text-gray-800">{t('seller.banners.intro', { max: HOME_SLIDES_MAX })}</p>
      <Notices notice={!failure && done && DONE[done] ? t(DONE[done]) : null} error={generalError} />

      <section aria-labelledby="slides-title" className="space-y-3">
        <h2 id="slides-title" className="text-xl font-semibold text-gray-900">
          {t('seller.banners.slides')}
        </h2>
        {banners.slides.length === 0 ? <p className="text-sm text-gray-800">{t('seller.banners.noSlides')}</p> : null}
        {banners.slides.map((s) => (
          <Card key={s.id} titleId={`slide-${s.id}`} title={`${t('seller.banners.slide', { n: s.position, title: s.title })} · ${t(s.showing ? 'seller.banners.showing' : 'seller.banners.notShowing')}`}>
            <img src={s.image.small} alt={t('seller.banners.preview')} width={300} height={125} loading="lazy" className="mb-3 aspect-[12/5] w-full max-w-xs rounded-md border border-gray-200 object-cover" />
            <SlideForm slide={s} failure={failure} busy={busy} />
            <RemoveForm intent="remove_slide" name="slide_id" id={s.id} label={t('seller.banners.remove')} busy={busy} />
          </Card>
        ))}
        {banners.slides.length < HOME_SLIDES_MAX ? (
          <Card titleId="new-slide" title={t('seller.banners.newSlide')}>
            <SlideForm slide={null} failure={failure} busy={busy} />
          </Card>
        ) : (
          <p className="text-sm text-gray-800">{t('seller.banners.full', { max: HOME_SLIDES_MAX })}</p>
        )}
      </section>

      <section aria-labelledby="tiles-title" className="space-y-3">
        <h2 id="tiles-title" className="text-xl font-semibold text-gray-900">
          {t('seller.banners.tiles')}
        </h2>
        {banners.tiles.length === 0 ? <p className="text-sm text-gray-800">{t('seller.banners.noTiles')}</p> : null}
        {banners.tiles.map((tile) => (
          <Card key={tile.id} titleId={`tile-${tile.id}`} title={t('seller.banners.tile', { name: tile.name })}>
            <img src={tile.image} alt={t('seller.banners.preview')} width={96} height={96} loading="lazy" className="mb-3 h-24 w-24 rounded-md border border-gray-200 object-cover" />
            <TileForm tile={tile} categories={banners.categories} failure={failure} busy={busy} />
            <RemoveForm intent="remove_tile" name="tile_id" id={tile.id} label={t('seller.banners.removeTile')} busy={busy} />
          </Card>
        ))}
        {banners.categories.length === 0 ? (
          <p className="text-sm text-gray-800">{t('seller.banners.noCategories')}</p>
        ) : banners.tiles.length < HOME_TILES_MAX ? (
          <Card titleId="new-tile" title={t('seller.banners.newTile')}>
            <TileForm tile={null} categories={banners.categories} failure={failure} busy={busy} />
          </Card>
        ) : (
          <p className="text-sm text-gray-800">{t('seller.banners.tilesFull', { max: HOME_TILES_MAX })}</p>
        )}
      </section>
    </div>
  );
}
