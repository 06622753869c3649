import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { InstantField } from '../../../components/ui/instant-field';
import type { LiveContext } from '../../../harness';
import { sampleContexts } from '../../../harness/sample/contexts';
import { useT } from '../../../lib/i18n';
import { usePinPreview } from '../api/pin-preview';
import { usePinSuggestions } from '../api/get-pin-suggestions';
import { runPreviewAnswer } from '../api/run-preview-answer';
import { pinRooms, roomContext, type PinRoom } from '../model/pin-rooms';
import type { ChangeRequest } from '../types';
import { serverProblems } from '../../../lib/server-problems';
import { RoomSummary } from './room-summary';

interface Props {
  harnessId: string;
  request: ChangeRequest;
  /** The harness's `settings.timeZone`, where the room's time is picked. */
  timeZone: string;
}

interface Answers {
  contextId: string;
  contextTitle: string;
  context: LiveContext;
  question: string;
  before: string | null;
  after: string | null;
}

const FIELDS = ['/contextId', '/question', '/context/now'];

/**
 * A reviewer asks one live room a question of what the label serves now and of the
 * proposal, reads both answers, and pins them to the request as evidence. A proposal that
 * touches promotions suggests a room inside each one's window first (the server's
 * `suggestedRooms`); the sample rooms follow. The room's time may be changed before asking.
 */
export function PinPreviewForm({ harnessId, request, timeZone }: Props) {
  const t = useT();
  const suggestions = usePinSuggestions(harnessId, request.id, request.revision);
  const rooms = pinRooms(suggestions.data?.rooms ?? [], sampleContexts);
  // Until someone picks a room, the first suggestion is the default once it has loaded.
  const [picked, setPicked] = useState<string | null>(null);
  const room: PinRoom = rooms.find((r) => r.id === picked) ?? rooms[0]!;
  // The time as the person set it for this room; the room's own until then.
  const [time, setTime] = useState<{ room: string; now: string | undefined } | null>(null);
  const now = time?.room === room.id ? time.now : room.context.now;
  // What was typed; until then the room's first comment (a promotion's room has none).
  const [typed, setQuestion] = useState<string | null>(null);
  const question = typed ?? room.context.comments?.[0] ?? '';
  const pin = usePinPreview();
  const problems = serverProblems(pin.error);
  const run = useMutation({
    mutationFn: async (): Promise<Answers> => {
      const context = roomContext(room, now);
      const ask = (source: string) =>
        runPreviewAnswer({
          harnessId,
          source,
          conversation: [{ role: 'user', content: question }],
          context,
        });
      const { proposal, serving } = request;
      const after = proposal.kind === 'version' ? String(proposal.version) : null;
      const [before, answer] = await Promise.all([
        serving.version === null ? null : ask(String(serving.version)),
        after === null ? null : ask(after),
      ]);
      return {
        contextId: room.id,
        contextTitle: room.title,
        context,
        question,
        before,
        after: answer,
      };
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    pin.reset();
    run.mutate();
  };
  const changeRoom = (id: string) => {
    setPicked(id);
    // A sample room brings its own question; a promotion's room keeps the one asked.
    const sample = sampleContexts.find((s) => s.id === id);
    if (sample) setQuestion(sample.context.comments?.[0] ?? '');
    else if (typed === null) setQuestion(question);
    run.reset();
  };
  const roomLabel = (r: PinRoom) =>
    r.change
      ? t('requests.pinPromotionRoom', {
          name: r.title,
          change: t(`requests.pinChange.${r.change}`),
        })
      : r.title;
  return (
    <form className="group pin-form" aria-labelledby="pin-form-title" onSubmit={submit}>
      <h3 id="pin-form-title">{t('requests.pinTitle')}</h3>
      {rooms[0]?.change && <p className="muted">{t('requests.pinSuggested')}</p>}
      <div className="field-row">
        <SelectField
          pointer="/pin/contextId"
          label={t('requests.pinContext')}
          value={room.id}
          errors={problems.at('/contextId')}
          onChange={changeRoom}
          options={rooms.map((r) => ({ value: r.id, label: roomLabel(r) }))}
        />
        <InstantField
          pointer="/pin/context/now"
          label={t('requests.pinTime')}
          hint={t('requests.pinTimeHint')}
          value={now}
          zone={timeZone}
          errors={problems.at('/context/now')}
          onChange={(next) => {
            setTime({ room: room.id, now: next });
            run.reset();
          }}
        />
        <TextField
          pointer="/pin/question"
          label={t('requests.pinQuestion')}
          value={question}
          placeholder={t('requests.pinQuestionPlaceholder')}
          errors={problems.at('/question')}
          onChange={(q) => {
            setQuestion(q);
            run.reset();
          }}
        />
      </div>
      <RoomSummary context={room.context} />
      <button type="submit" disabled={run.isPending || !question.trim()}>
        {run.isPending ? t('requests.pinRunning') : t('requests.pinRun')}
      </button>
      {run.isError && <ErrorNotice title={t('requests.pinRunFailed')} error={run.error} />}
      {run.data && (
        <div className="pin-result" data-testid="pin-result">
          <div className="pin-side">
            <h4>{t('requests.pinBefore')}</h4>
            <p className="pin-answer">{run.data.before ?? t('requests.noAnswer')}</p>
          </div>
          <div className="pin-side">
            <h4>{t('requests.pinAfter')}</h4>
            <p className="pin-answer">{run.data.after ?? t('requests.noAnswer')}</p>
          </div>
          <button
            type="button"
            className="button-primary"
            disabled={pin.isPending || pin.isSuccess}
            onClick={() => pin.mutate({ harnessId, n: request.id, ...run.data })}
          >
            {t('requests.pinSave')}
          </button>
        </div>
      )}
      {problems.elsewhere(FIELDS) && (
        <ErrorNotice title={t('requests.pinFailed')} error={pin.error} />
      )}
    </form>
  );
}
