import { Link } from 'react-router';
import type { Actor, Role } from '../../../../harness/roles';
import { useT, type MessageKey, type Translate } from '../../../../lib/i18n';
import { nextStep, releaseSteps, type ReleaseStep } from '../../model/next-step';
import type { HarnessOverview } from '../../types';

/** "QA or a publisher", "a publisher": the roles to ask, as words. */
function whoText(t: Translate, who: readonly Role[]): string {
  const names = who.map((r) => t(`nextStep.who.${r}`));
  if (names.length < 2) return names[0] ?? t('nextStep.who.admin');
  return t('nextStep.or', { a: names[0]!, b: names[1]! });
}

const versionText = (t: Translate, step: ReleaseStep) =>
  step.version === null ? t('nextStep.newVersion') : `v${step.version}`;

/** Where each step is done. */
function stepHref(harnessId: string, step: ReleaseStep): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  switch (step.kind) {
    case 'version':
      return `${base}/versions`;
    case 'publish':
      return step.version === null
        ? `${base}/versions`
        : `${base}/versions?publish=${step.version}`;
    case 'fix':
    case 'test':
      return `${base}/tests`;
  }
}

/** A step after the next, said with its version or as "the new version". */
function thenKey(step: ReleaseStep): MessageKey {
  if (step.version === null && (step.kind === 'test' || step.kind === 'publish')) {
    return step.kind === 'test' ? 'nextStep.then.testNew' : 'nextStep.then.publishNew';
  }
  return `nextStep.then.${step.kind}`;
}

const ASK_KEYS: Record<string, MessageKey> = {
  version: 'nextStep.ask.version',
  fix: 'nextStep.ask.fix',
  'fix+version': 'nextStep.ask.fix+version',
  test: 'nextStep.ask.test',
  'test+publish': 'nextStep.ask.test+publish',
  publish: 'nextStep.ask.publish',
};

/**
 * The person's own next step towards production, as the button that takes it, or whom to ask
 * when the step is another role's ("ask a publisher to publish v2"); then what comes after,
 * each with who takes it. The core's role table decides, the one the server enforces.
 */
export function NextStepCard({
  harnessId,
  overview,
  actor,
}: {
  harnessId: string;
  overview: Pick<HarnessOverview, 'labels' | 'draft' | 'gate'>;
  actor: Actor;
}) {
  const t = useT();
  const n = nextStep(actor, releaseSteps(overview));
  let main;
  if (n.own) {
    main = (
      <Link
        className="button-link button-primary"
        to={stepHref(harnessId, n.own)}
        data-testid="next-step-own"
      >
        {t(`nextStep.own.${n.own.kind}`, { version: versionText(t, n.own) })}
      </Link>
    );
  } else if (n.ask) {
    const asked = n.ask.steps;
    const key = ASK_KEYS[asked.map((s) => s.kind).join('+')] ?? ASK_KEYS[asked[0]!.kind]!;
    main = (
      <p className="next-step-ask" data-testid="next-step-ask">
        {t(key, { who: whoText(t, n.ask.who), version: versionText(t, asked[0]!) })}
      </p>
    );
  } else {
    main = (
      <p className="muted" data-testid="next-step-none">
        {t('nextStep.none')}
      </p>
    );
  }
  return (
    <section className="card next-step" aria-labelledby="ov-next" data-testid="next-step">
      <h2 id="ov-next">{t('nextStep.title')}</h2>
      {main}
      {n.then.length > 0 && (
        <>
          <p className="muted next-step-then">{t('nextStep.then')}</p>
          <ol className="next-step-list">
            {n.then.map(({ step, who }) => (
              <li key={step.kind}>
                {t(thenKey(step), {
                  who: who === 'you' ? t('nextStep.you') : capitalised(whoText(t, who)),
                  version: versionText(t, step),
                })}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** "a publisher: …" starts a list item: "A publisher: …". */
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
