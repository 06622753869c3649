import { useT, type MessageKey } from '../../lib/i18n';

/** A screen whose URL exists already but whose editor is still being built. */
export function PendingScreen({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <section className="page">
      <h1>{t(title)}</h1>
      <p className="muted">{t('common.notYet')}</p>
    </section>
  );
}
