// The language switch (docs/decisions/047), in the shop's header, its off-canvas menu and the
// seller console: a plain link to this page in the other language (`?lang=bn` / `?lang=en`), so
// it works without JavaScript; the server answers the page in that language and keeps the choice
// (the `lang` cookie, and the account when logged in). Its accessible name is its visible text
// (বাংলা / English: axe's label-content-name-mismatch); the longer wording is its title.
import { useI18n } from '../../lib/i18n';
import { useRootData } from '../../lib/use-root-data';

export function LangSwitch({ className }: { className?: string }) {
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
