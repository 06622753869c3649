import type { ApiModule } from '../../http/app-env';
import { addWebhookRoute } from './routes/add-webhook';
import { listWebhooksRoute } from './routes/list-webhooks';
import { getWebhookRoute } from './routes/get-webhook';
import { updateWebhookRoute } from './routes/update-webhook';
import { deleteWebhookRoute } from './routes/delete-webhook';
import { listDeliveriesRoute } from './routes/list-deliveries';
import { redeliverRoute } from './routes/redeliver';

/** Outgoing webhooks of a harness (Standard Webhooks) and their delivery log. */
export const webhooksModule: ApiModule = (api, deps) => {
  addWebhookRoute(api, deps);
  listWebhooksRoute(api, deps);
  getWebhookRoute(api, deps);
  updateWebhookRoute(api, deps);
  deleteWebhookRoute(api, deps);
  listDeliveriesRoute(api, deps);
  redeliverRoute(api, deps);
};
