// The gallery (spec §2): a main picture with zoom — the ≤ 1200 px zoom rendition follows the
// mouse on hover, and a tap toggles it on touch screens — a strip of thumbnails, videos (the
// poster until played, then the embed), and a lightbox (loaded on first use) for full size.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '../../../services/catalog/catalog-types';
import { safeEmbedUrl } from './embed-url';
import { useI18n } from '../../lib/i18n';
import { useDataSaver } from '../../lib/use-root-data';
import { responsiveImage } from '../../../core/responsive-image';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

export function ProductGallery({ images, name, eager = true }: { images: GalleryImage[]; name: string; eager?: boolean }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [lightbox, setLightbox] = useState<boolean | null>(null);
  const expand = useRef<HTMLButtonElement>(null);
  const dataSaver = useDataSaver();
  useEffect(() => {
    setIndex(0);
    setZoom(null);
    setPlaying(false);
  }, [images]);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return <div className="aspect-square w-full rounded-lg bg-gray-100" aria-hidden="true" />;
  }
  const video = current.type === 'video' ? safeEmbedUrl(current.videoUrl) : null;
  // Each stored width in srcset, or the smallest alone on a light page (docs/decisions/070).
  const picture = responsiveImage({ src: current.normalImage, width: current.width, height: current.height }, 'product', dataSaver);
  const point = (e: React.PointerEvent<HTMLElement> | React.MouseEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 };
  };
  const show = (i: number) => {
    setIndex(i);
    setZoom(null);
    setPlaying(false);
  };
  return (
    <div className="space-y-3" data-testid="gallery">
      <div className="relative aspect-square w-full overflow-hidden rounded-lg border border-gray-200 bg-white">
        {video && playing ? (
          <iframe
            src={video}
            title={t('gallery.video', { name })}
            className="absolute inset-0 h-full w-full"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div
            className={`absolute inset-0 ${current.type === 'image' ? 'cursor-zoom-in' : ''}`}
            onPointerMove={(e) => {
              if (e.pointerType === 'mouse' && current.type === 'image') setZoom(point(e));
            }}
            onPointerLeave={(e) => {
              if (e.pointerType === 'mouse') setZoom(null);
            }}
            onClick={(e) => {
              if (current.type !== 'image') return;
              // Touch: a tap toggles the zoom at the tapped point; mouse: a click opens the lightbox.
              if ((e.nativeEvent as PointerEvent).pointerType === 'mouse') setLightbox(true);
              else setZoom((z) => (z ? null : point(e)));
            }}
          >
            {picture ? (
              <img
                {...picture}
                alt={current.type === 'video' ? t('gallery.video', { name }) : name}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager && index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="h-full w-full object-contain"
                data-main-image
              />
            ) : null}
            {zoom && current.zoomImage ? (
              <img
                src={current.zoomImage}
                alt=""
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 h-full w-full bg-white object-contain"
                style={{ transform: 'scale(2.2)', transformOrigin: `${zoom.x}% ${zoom.y}%` }}
                data-zoom-image
              />
            ) : null}
          </div>
        )}
        {video && !playing ? (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 grid place-items-center bg-black/20"
            aria-label={t('gallery.play', { name })}
          >
            <span className="grid h-16 w-16 place-items-center rounded-full bg-black/70 text-2xl text-white" aria-hidden="true">
              ▶
            </span>
          </button>
        ) : null}
        {current.type === 'image' ? (
          <button
            ref={expand}
            type="button"
            onClick={() => setLightbox(true)}
            className="absolute right-2 top-2 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-gray-900 shadow"
            aria-label={t('gallery.fullSize')}
          >
            <ExpandIcon />
          </button>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.pictures')}>
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t(img.type === 'video' ? 'gallery.videoOf' : 'gallery.pictureOf', { i: i + 1, n: images.length })}
                aria-current={i === index ? 'true' : undefined}
                className={`relative block h-16 w-16 overflow-hidden rounded-md border-2 ${i === index ? 'border-primary' : 'border-gray-200'}`}
              >
                {img.smallImage ? <img src={img.smallImage} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" /> : null}
                {img.type === 'video' ? (
                  <span className="absolute inset-0 grid place-items-center bg-black/30 text-white" aria-hidden="true">
                    ▶
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} start={index} name={name} open={lightbox} onOpenChange={setLightbox} returnFocus={expand} />
        </Suspense>
      ) : null}
    </div>
  );
}
