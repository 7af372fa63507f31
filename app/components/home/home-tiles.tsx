// The home page's category tiles (issue 28 item 3; docs/decisions/067): each a link to its
// category with its square picture (a fixed box: no layout shift; lazy, below the slides) and
// its name — the name is the link's text, so the picture says nothing more (empty alt).
import type { TileView } from '../../../services/banners/banner-views';
import { TILE_BOX } from '../../../core/home-banners';
import { useI18n } from '../../lib/i18n';
import { SmartLink } from '../layout/smart-link';

export function HomeTiles({ tiles }: { tiles: TileView[] }) {
  const { t } = useI18n();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-tiles" className="space-y-3" data-testid="home-tiles">
      <h2 id="home-tiles" className="text-xl font-bold">
        {t('home.tiles.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 desk:grid-cols-8">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <SmartLink to={`/products/category/${tile.slug}`} className="group block rounded-lg text-center" data-testid="home-tile">
              <span className="block aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
                <img src={tile.image} alt="" width={TILE_BOX.size} height={TILE_BOX.size} loading="lazy" decoding="async" className="h-full w-full object-cover" />
              </span>
              <span className="mt-1 block text-sm font-semibold break-words text-gray-900 group-hover:underline">{tile.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
