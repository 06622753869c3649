import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { WebhooksScreen } from '../../features/webhooks/components/webhooks-screen';
import { mayManageWebhooks } from '../../features/webhooks/model/permissions';
import { useT } from '../../lib/i18n';

/** A harness's outgoing webhooks and their delivery logs: engineers' and admins' (issue 28). */
export default function WebhooksPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const session = useSession();
  // The server refuses the other roles (403): they are told whom to ask instead of a failure.
  // (Merchants never get here: the harness layout keeps them to their shop's screens.)
  if (session.isSuccess && !mayManageWebhooks(session.data?.actor)) {
    return (
      <section className="page" aria-labelledby="webhooks-title">
        <h1 id="webhooks-title">{t('webhooks.heading')}</h1>
        <p>{t('webhooks.notAllowed')}</p>
      </section>
    );
  }
  return <WebhooksScreen key={id} harnessId={id} />;
}
