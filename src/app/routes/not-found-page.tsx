import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/">{t('nav.home')}</Link>
      </p>
    </section>
  );
}
