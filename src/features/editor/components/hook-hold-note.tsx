import { useLanguage, useT } from '../../../lib/i18n';
import { useReplyHold } from '../api/get-reply-hold';

interface Props {
  harnessId: string;
  /** The harness's enabled before_reply hooks, named when the note stands away from them. */
  hooks?: readonly string[];
}

/**
 * What a whole-reply (before_reply) hook costs: the viewer hears nothing until the model's
 * last word, measured on the harness's recent production turns; and what to use instead.
 */
export function HookHoldNote({ harnessId, hooks }: Props) {
  const t = useT();
  const lang = useLanguage();
  const hold = useReplyHold(harnessId);
  const figure = (): string => {
    // Not measured (e.g. a role that may not read traces): the fact without a figure.
    if (!hold.data) return t('hook.hold.unknown');
    const { turns, p50Ms, sinceHours } = hold.data;
    if (turns === 0 || p50Ms === null) return t('hook.hold.none', { hours: sinceHours });
    return t('hook.hold.figure', {
      ms: Math.round(p50Ms).toLocaleString(lang),
      count: turns,
      hours: sinceHours,
    });
  };
  return (
    <div className="notice notice-warning hook-hold" role="note" data-testid="reply-hold">
      {hooks && hooks.length > 0 && (
        <p>{t('hook.hold.hooks', { hooks: hooks.join(', '), count: hooks.length })}</p>
      )}
      <p aria-busy={hold.isPending}>
        <strong>{figure()}</strong>
      </p>
      <p>{t('hook.hold.suggest')}</p>
    </div>
  );
}
