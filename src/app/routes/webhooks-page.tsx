import { useParams } from 'react-router';
import { Loading } from '../../components/ui/async-state';
import { useSession } from '../../features/auth/api/get-session';
import { WebhooksScreen } from '../../features/webhooks/components/webhooks-screen';
import { mayManageWebhooks } from '../../features/webhooks/model/permissions';
import { useT } from '../../lib/i18n';

/** A harness's outgoing webhooks and their delivery logs: engineers' and admins'. */
export default function WebhooksPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const session = useSession();
  // Who is asking first: the list is not even asked for on another role's behalf.
  if (session.isPending) return <Loading label={t('common.loading')} />;
  // The server refuses the other roles (403): they are told whom to ask instead of a failure.
  // (Merchants never get here: the harness layout keeps them to their shop's screens.)
  if (!mayManageWebhooks(session.data?.actor)) {
    return (
      <section className="page" aria-labelledby="webhooks-title">
        <h1 id="webhooks-title">{t('webhooks.heading')}</h1>
        <p>{t('webhooks.notAllowed')}</p>
      </section>
    );
  }
  return <WebhooksScreen key={id} harnessId={id} />;
}
