import { GUARD_NAMES, type GuardSettings } from '../../harness/guards/guard-settings';
import { useT } from '../../lib/i18n';
import { guardOn, guardSentence, useGuardT, type GuardFacts } from './reply-guards';

interface Props {
  /** settings.guards of the document the host runs; absent: none run. */
  guards: GuardSettings | undefined;
  floor: number;
  maxReplyChars: number;
}

/**
 * The built-in reply guards a host runs, read-only, each in one plain sentence: for a merchant,
 * who cannot switch them off (an overlay has no place for settings).
 */
export function ReplyGuardsSummary({ guards, floor, maxReplyChars }: Props) {
  const t = useT();
  const gt = useGuardT();
  if (!guards) return <p className="muted">{gt('guards.shopNone')}</p>;
  const facts: GuardFacts = { guards, floor, maxReplyChars };
  const allOn = GUARD_NAMES.every((name) => guardOn(guards, name));
  return (
    <>
      <p>{allOn ? gt('guards.shopAll') : gt('guards.shopSome')}</p>
      <ul aria-label={t('guards.title')} data-testid="reply-guards">
        {GUARD_NAMES.map((name) => (
          <li key={name}>
            <strong>{guardOn(guards, name) ? gt('guards.on') : gt('guards.off')}</strong>{' '}
            {guardSentence(gt, name, facts)}
          </li>
        ))}
      </ul>
      <p className="muted">{gt('guards.shopFixed')}</p>
    </>
  );
}
