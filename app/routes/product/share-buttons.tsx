// Share buttons (spec §2 "Product page" gallery): Facebook, WhatsApp and copy link. The shared
// link is always the product's canonical URL.
import { useI18n } from '../../lib/i18n';
import { useAlert } from '../../components/layout/alert';

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const alert = useAlert();
  const { t } = useI18n();
  const link = 'inline-flex h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:border-gray-500';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share">
      <span className="text-sm text-gray-700">{t('product.share')}</span>
      <a className={link} href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
        Facebook<span className="sr-only"> {t('layout.opensInNewTab')}</span>
      </a>
      <a className={link} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className="sr-only"> {t('layout.opensInNewTab')}</span>
      </a>
      <button
        type="button"
        className={link}
        data-copy-link={url}
        onClick={() => {
          const copied = navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
          copied.then(() => alert(t('product.linkCopied'), 'success')).catch(() => alert(url, 'success'));
        }}
      >
        {t('product.copyLink')}
      </button>
    </div>
  );
}
