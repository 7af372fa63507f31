// /share/{url} (spec §2 "share page"): a shop-branded preview with Open Graph tags for a path
// of this shop, sending people on to it; never a redirect off the shop.
import { buttonClass } from '../components/ui/button';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getSharePreview } from '../../services/catalog/get-share-preview';
import { notFoundOn } from '../lib/not-found';
import { SmartLink } from '../components/layout/smart-link';
import type { Route } from './+types/share';
import { useI18n } from '../lib/i18n';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return getSharePreview(context, params['*'], new URL(request.url).search).catch(notFoundOn);
}

export function meta({ data: p }: Route.MetaArgs) {
  if (!p) return [];
  const tags: Route.MetaDescriptors = [
    { title: p.type === 'product' ? `${p.title} | ${p.siteName}` : p.title },
    { name: 'description', content: p.description },
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: p.url },
    { property: 'og:type', content: p.type },
    { property: 'og:site_name', content: p.siteName },
    { property: 'og:title', content: p.title },
    { property: 'og:description', content: p.description },
    { property: 'og:url', content: p.url },
    { name: 'twitter:card', content: p.type === 'product' ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: p.title },
    { name: 'twitter:description', content: p.description },
  ];
  if (p.previewImage) tags.push({ property: 'og:image', content: p.previewImage }, { name: 'twitter:image', content: p.previewImage });
  if (p.type === 'product') tags.push({ property: 'og:image:width', content: '1200' }, { property: 'og:image:height', content: '630' });
  return tags;
}

export default function SharePage({ loaderData: p }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // People go straight on to the page; link-preview crawlers, which run no script, read the tags.
  useEffect(() => {
    const t = setTimeout(() => navigate(p.target, { replace: true }), 600);
    return () => clearTimeout(t);
  }, [navigate, p.target]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      {p.image ? <img src={p.image} alt="" width={300} height={300} className="h-48 w-48 rounded-lg object-contain" /> : null}
      <h1 className="text-xl font-semibold">{p.title}</h1>
      {p.price ? <p className="text-lg font-bold text-primary-text">{p.price}</p> : null}
      <p className="text-gray-700">{p.description}</p>
      <SmartLink to={p.target} className={buttonClass()}>
        {t('listing.continueTo', { shop: p.siteName })}
      </SmartLink>
    </section>
  );
}
