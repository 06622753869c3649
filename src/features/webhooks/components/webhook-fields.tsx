import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import type { serverProblems } from '../../../lib/server-problems';
import type { ReleaseEventType } from '../types';
import { EventChoices } from './event-choices';

/** What a person writes of a webhook: where it sends, what it is for, which events. */
export interface WebhookDraft {
  url: string;
  description: string;
  events: ReleaseEventType[];
}

/** The body's fields, as the server points at them in a refusal. */
export const WEBHOOK_FIELDS = ['/url', '/description', '/events'];

interface Props {
  /** Where the fields live on the page (`/webhook`, `/webhook/3`): ids and labels hang off it. */
  base: string;
  value: WebhookDraft;
  onChange: (next: WebhookDraft) => void;
  problems: ReturnType<typeof serverProblems>;
}

/** The add and the edit forms' fields, each saying a refusal the server pointed at it. */
export function WebhookFields({ base, value, onChange, problems }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        pointer={`${base}/url`}
        type="url"
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        placeholder="https://hooks.example.com/studio"
        value={value.url}
        errors={problems.at('/url')}
        onChange={(url) => onChange({ ...value, url })}
      />
      <TextField
        pointer={`${base}/description`}
        label={t('webhooks.description')}
        hint={t('webhooks.descriptionHint')}
        value={value.description}
        errors={problems.at('/description')}
        onChange={(description) => onChange({ ...value, description })}
      />
      <EventChoices
        pointer={`${base}/events`}
        selected={value.events}
        errors={problems.at('/events')}
        onChange={(events) => onChange({ ...value, events })}
      />
    </>
  );
}
