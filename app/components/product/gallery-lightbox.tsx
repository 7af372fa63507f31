// The gallery lightbox: a Radix dialog (focus trapped, Escape closes, labelled by the product
// name) with the full-size pictures, previous/next buttons and the arrow keys.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { GalleryImage } from '../../../services/catalog/catalog-types';
import { safeEmbedUrl } from './embed-url';
import { useI18n } from '../../lib/i18n';
import { keepOpenForAlert } from '../layout/alert';

export default function GalleryLightbox({
  images,
  start,
  name,
  open,
  onOpenChange,
  returnFocus,
}: {
  images: GalleryImage[];
  start: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  const [index, setIndex] = useState(start);
  const [prevStart, setPrevStart] = useState(start);
  if (start !== prevStart) {
    setPrevStart(start);
    setIndex(start);
  }
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const nav = 'grid h-11 w-11 place-items-center rounded-full bg-white/90 text-xl text-gray-900 shadow';
  const video = current?.type === 'video' ? safeEmbedUrl(current.videoUrl) : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/85" />
        <Dialog.Content
          className="fixed inset-0 z-[71] flex flex-col items-center justify-center gap-3 p-3 outline-none"
          onPointerDownOutside={keepOpenForAlert}
          onFocusOutside={keepOpenForAlert}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus?.current?.focus();
          }}
          onKeyDown={(e) => {
            if (count < 2) return;
            if (e.key === 'ArrowRight') go(1);
            else if (e.key === 'ArrowLeft') go(-1);
          }}
        >
          <Dialog.Title className="sr-only">{name}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t('gallery.description', { i: index + 1, n: count })}
          </Dialog.Description>
          {/* Pictures get an opaque white backing: a transparent PNG is not lost on the dark overlay (issue 16 item 9). */}
          <div className="relative flex max-h-[85vh] w-full max-w-5xl flex-1 items-center justify-center">
            {video ? (
              <iframe src={video} title={t('gallery.video', { name })} className="aspect-video w-full" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
            ) : current?.zoomImage ? (
              <img src={current.zoomImage} alt={t('gallery.pictureAlt', { name, i: index + 1, n: count })} className="max-h-[85vh] max-w-full bg-white object-contain" width={current.width ? current.width * 2 : undefined} height={current.height ? current.height * 2 : undefined} />
            ) : null}
          </div>
          <div className="flex items-center gap-4 text-white">
            {count > 1 ? (
              <button type="button" className={nav} onClick={() => go(-1)} aria-label={t('gallery.previous')}>
                ‹
              </button>
            ) : null}
            <span className="tabular-nums" aria-hidden="true">
              {t('gallery.counter', { i: index + 1, n: count })}
            </span>
            {count > 1 ? (
              <button type="button" className={nav} onClick={() => go(1)} aria-label={t('gallery.next')}>
                ›
              </button>
            ) : null}
          </div>
          <Dialog.Close className={`${nav} absolute right-3 top-3`} aria-label={t('layout.close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
