import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { CreatedSecret } from './created-secret';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';
import '../webhooks.css';

/**
 * A harness's outgoing webhooks (engineers and admins: the page shows it to them only):
 * the list with each one's delivery log, the form to add one, and a new one's secret, once.
 */
export function WebhooksScreen({ harnessId }: { harnessId: string }) {
  const t = useT();
  // Only in this screen's memory: leaving it (or "I have saved it") forgets the secret.
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  return (
    <section className="page webhooks-page" aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">{t('webhooks.heading')}</h1>
      <p className="muted">{t('webhooks.intro')}</p>
      {created && (
        <CreatedSecret url={created.url} secret={created.secret} onDone={() => setCreated(null)} />
      )}
      <WebhookList harnessId={harnessId} />
      <WebhookForm harnessId={harnessId} onCreated={setCreated} />
    </section>
  );
}
