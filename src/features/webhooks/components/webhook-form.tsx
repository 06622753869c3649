import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { TextField } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useCreateWebhook } from '../api/create-webhook';
import type { ReleaseEventType } from '../types';
import { EventChoices } from './event-choices';
import { serverProblems } from '../../../lib/server-problems';

interface Props {
  harnessId: string;
  /** The signing secret of the webhook just added: the page shows it, once. */
  onCreated: (created: { url: string; secret: string }) => void;
}

const FIELDS = ['/url', '/description', '/events'];

/** Adds a webhook: where to send, what it is for, which events; refusals said at their field. */
export function WebhookForm({ harnessId, onCreated }: Props) {
  const t = useT();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<ReleaseEventType[]>([]);
  const create = useCreateWebhook();
  const problems = serverProblems(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { harnessId, url: url.trim(), description: description.trim(), events },
      {
        onSuccess: ({ webhook, secret }) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          onCreated({ url: webhook.url, secret });
        },
        // A refusal at a field takes the keyboard there, where it is said.
        onError: (error) => {
          const first = FIELDS.find((p) => serverProblems(error).at(p).length > 0);
          if (first) document.getElementById(fieldId(`/webhook${first}`))?.focus();
        },
      },
    );
  };
  return (
    <form className="group webhook-form" aria-labelledby="webhook-form-title" onSubmit={submit}>
      <h2 id="webhook-form-title" className="section-title">
        {t('webhooks.addTitle')}
      </h2>
      <TextField
        pointer="/webhook/url"
        type="url"
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        placeholder="https://hooks.example.com/studio"
        value={url}
        errors={problems.at('/url')}
        onChange={setUrl}
      />
      <TextField
        pointer="/webhook/description"
        label={t('webhooks.description')}
        hint={t('webhooks.descriptionHint')}
        value={description}
        errors={problems.at('/description')}
        onChange={setDescription}
      />
      <EventChoices
        pointer="/webhook/events"
        selected={events}
        errors={problems.at('/events')}
        onChange={setEvents}
      />
      <button
        type="submit"
        className="button-primary"
        disabled={create.isPending || !url.trim() || events.length === 0}
      >
        {create.isPending ? t('webhooks.adding') : t('webhooks.add')}
      </button>
      {problems.elsewhere(FIELDS) && (
        <ErrorNotice title={t('webhooks.addFailed')} error={create.error} />
      )}
    </form>
  );
}
