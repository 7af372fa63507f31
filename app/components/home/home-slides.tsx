// The home page's slides (issue 28 item 3; docs/decisions/067): server markup that needs no
// script. A row that scrolls sideways and snaps to one slide at a time (CSS scroll-snap); each
// slide is one link whose picture says what the slide says; below, numbered links jump to each
// slide (#home-slide-N), for a finger, a mouse or Tab alike. Every box has its 12:5 ratio before
// its picture arrives (no layout shift). The first slide's picture is the page's largest, so it
// is asked for first (eager, fetchpriority high); the others wait until they are near.
import { isExternalLink, SLIDE_BOX } from '../../../core/home-banners';
import type { HomeSlideShown } from '../../../services/banners/get-home-banners';
import { useI18n } from '../../lib/i18n';
import { useDataSaver } from '../../lib/use-root-data';
import { SmartLink } from '../layout/smart-link';

/** Wider than 640 px the picture fills up to the page's width (at most 1200 px), else the phone's. */
const SIZES = '(min-width: 1280px) 1200px, 100vw';

function SlidePicture({ slide, first }: { slide: HomeSlideShown; first: boolean }) {
  // In data-saver mode the small file alone (decision 070).
  const light = useDataSaver();
  const both = !light && slide.image.small !== slide.image.large;
  return (
    <img
      src={light ? slide.image.small : slide.image.large}
      srcSet={both ? `${slide.image.small} ${SLIDE_BOX.smallWidth}w, ${slide.image.large} ${SLIDE_BOX.width}w` : undefined}
      sizes={both ? SIZES : undefined}
      alt={slide.title}
      width={SLIDE_BOX.width}
      height={SLIDE_BOX.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      className="h-full w-full object-cover"
    />
  );
}

export function HomeSlides({ slides }: { slides: HomeSlideShown[] }) {
  const { t } = useI18n();
  if (slides.length === 0) return null;
  const total = slides.length;
  const box = 'block aspect-[12/5] w-full overflow-hidden rounded-xl bg-gray-100 focus-visible:outline-offset-[-4px]';
  return (
    <section aria-label={t('home.slides.label')} className="-mx-3 desk:mx-0" data-testid="home-slides">
      <ul className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain px-3 [scrollbar-width:none] desk:px-0">
        {slides.map((s, i) => (
          <li key={s.id} id={`home-slide-${i + 1}`} className="w-full shrink-0 snap-center scroll-mt-24 px-0.5 first:pl-0 last:pr-0" aria-label={total > 1 ? t('home.slides.slide', { n: i + 1, total }) : undefined}>
            {isExternalLink(s.link) ? (
              <a href={s.link} className={box} data-testid="home-slide">
                <SlidePicture slide={s} first={i === 0} />
              </a>
            ) : (
              <SmartLink to={s.link} className={box} data-testid="home-slide">
                <SlidePicture slide={s} first={i === 0} />
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
      {total > 1 ? (
        <nav aria-label={t('home.slides.pager')} className="mt-1 flex justify-center">
          <ul className="flex gap-1">
            {slides.map((s, i) => (
              <li key={s.id}>
                <a href={`#home-slide-${i + 1}`} className="group inline-flex min-h-11 min-w-11 items-center justify-center" aria-label={t('home.slides.goTo', { n: i + 1, total, title: s.title })}>
                  <span className="h-2.5 w-6 rounded-full bg-gray-400 group-hover:bg-gray-700 group-focus-visible:bg-gray-900" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
