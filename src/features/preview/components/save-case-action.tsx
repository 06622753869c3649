import { useEffect, useRef, useState } from 'react';
import type { LiveContext } from '../../../harness';
import { Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useSpeechLimit } from '../api/get-speech-limit';
import { caseConversation } from '../model/test-case-draft';
import { usePreviewStore, type Exchange } from '../store/preview-store';
import type { PreviewRequest } from '../types';
import { SaveCaseForm } from './save-case-form';

interface Props {
  harnessId: string;
  exchange: Exchange;
  /** Which target's answer (the conversation is the one that target had). */
  index: number;
  /** Set when two targets answered, to tell the two buttons apart. */
  targetLabel?: string;
}

interface Snapshot {
  conversation: PreviewRequest['conversation'];
  context: LiveContext;
}

/**
 * "Save as test case" on one answer: a modal dialog (the browser's own, so focus stays in
 * it and Escape closes it) with the case built from the conversation up to this message.
 */
export function SaveCaseAction({ harnessId, exchange, index, targetLabel }: Props) {
  const t = useT();
  // Taken when opened: later messages or room edits must not change the case being saved.
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const source = exchange.targets[index]?.source ?? 'draft';
  const limit = useSpeechLimit(harnessId, source, snapshot !== null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (snapshot && d && !d.open) d.showModal();
  }, [snapshot]);

  const open = () => {
    const { exchanges, context } = usePreviewStore.getState();
    setSnapshot({ conversation: caseConversation(exchanges, exchange.id, index), context });
  };
  const close = () => setSnapshot(null);
  const answer = exchange.answers[index];
  if (!answer) return null;
  return (
    <>
      <button
        type="button"
        className="save-case-open"
        onClick={open}
        aria-label={targetLabel ? t('preview.save.openFor', { target: targetLabel }) : undefined}
      >
        {t('preview.save.open')}
      </button>
      {snapshot && (
        <dialog
          ref={dialog}
          className="save-case-dialog"
          aria-labelledby="save-case-title"
          onClose={close}
        >
          <h2 id="save-case-title" className="section-title">
            {t('preview.save.title')}
          </h2>
          {limit.isPending ? (
            <Loading label={t('preview.save.loading')} />
          ) : (
            <SaveCaseForm
              harnessId={harnessId}
              answer={answer}
              conversation={snapshot.conversation}
              context={snapshot.context}
              speechLimit={limit.data ?? null}
              onClose={close}
            />
          )}
        </dialog>
      )}
    </>
  );
}
