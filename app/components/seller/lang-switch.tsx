// The console's language switch (docs/decisions/047): a plain link to this page in the other
// language. Its accessible name is its visible text (বাংলা / English; axe's
// label-content-name-mismatch), the longer wording goes in its title.
import { useI18n } from '../../lib/i18n';
import { useRootData } from '../../lib/use-root-data';

export function ConsoleLangSwitch({ className }: { className?: string }) {
  const data = useRootData();
  const { lang, t } = useI18n();
  if (!data) return null;
  const other = lang === 'bn' ? 'en' : 'bn';
  return (
    <a href={data.langLinks[other]} hrefLang={other} lang={other} className={className} data-lang-switch={other} title={t('lang.switchLabel')}>
      {t('lang.switchTo')}
    </a>
  );
}
