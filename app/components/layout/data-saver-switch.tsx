// The data-saver switch (docs/decisions/070), in the shop's header and its off-canvas menu: a
// plain link to this page with `?datasaver=on` / `?datasaver=off`, so it works without
// JavaScript, like the language switch; the server answers the page in that mode and keeps the
// choice in the `datasaver` cookie. Its accessible name is its visible text; the longer
// wording is its title.
import { useI18n } from '../../lib/i18n';
import { useRootData } from '../../lib/use-root-data';

export function DataSaverSwitch({ className }: { className?: string }) {
  const data = useRootData();
  const { t } = useI18n();
  if (!data) return null;
  const on = data.dataSaver.on;
  return (
    <a href={data.dataSaver.switchHref} className={className} data-data-saver-switch={on ? 'off' : 'on'} title={t(on ? 'dataSaver.explainOff' : 'dataSaver.explainOn')} rel="nofollow">
      {t(on ? 'dataSaver.turnOff' : 'dataSaver.turnOn')}
    </a>
  );
}
