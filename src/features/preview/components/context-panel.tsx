import type { Diagnostic, HarnessDocument } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { problemsAt } from '../model/live-context';
import { scenes } from '../model/scenes';
import { usePreviewStore } from '../store/preview-store';
import { CommentBurst } from './comment-burst';
import { ProductFields } from './product-fields';
import { RoomClock } from './room-clock';
import { RoomPromotions } from './room-promotions';
import { ViewerFields } from './viewer-fields';

interface Props {
  problems: readonly Diagnostic[];
  /** Shows a diagnostic in the reader's language. */
  message: (d: Diagnostic) => string;
  onAsk: (question: string) => void;
  canAsk: boolean;
  /** The state of the harness the room previews (its promotions); null while unread. */
  doc: HarnessDocument | null | undefined;
  /** The harness's `settings.timeZone`, where the room's time is picked. */
  zone: string;
  /** The room's time as it would be sent now (the clock's when none is set). */
  now: string | undefined;
}

/** The live room simulator: when it is, what is on screen, who asks, and what the room says. */
export function ContextPanel({ problems, message, onAsk, canAsk, doc, zone, now }: Props) {
  const t = useT();
  const sceneId = usePreviewStore((s) => s.sceneId);
  const context = usePreviewStore((s) => s.context);
  const pickScene = usePreviewStore((s) => s.pickScene);
  const setContext = usePreviewStore((s) => s.setContext);
  const errorsAt = (pointer: string) => problemsAt(problems, pointer).map(message);
  return (
    <section className="preview-context" aria-labelledby="preview-context-title">
      <h2 id="preview-context-title" className="section-title">
        {t('preview.context')}
      </h2>
      <div className="field">
        <label htmlFor="preview-scene">{t('preview.scene')}</label>
        <select id="preview-scene" value={sceneId} onChange={(e) => pickScene(e.target.value)}>
          {scenes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('preview.sceneHint')}</p>
      </div>
      {/* The clock first: it decides which promotions the host is told of. */}
      <RoomClock
        now={context.now}
        shown={now}
        zone={zone}
        onChange={(next) => setContext((c) => ({ ...c, now: next }))}
        errors={errorsAt('/now')}
      />
      <RoomPromotions doc={doc} context={context} now={now} />
      <ProductFields
        product={context.product}
        onChange={(product) => setContext((c) => ({ ...c, product }))}
        errorsAt={errorsAt}
      />
      <ViewerFields
        viewer={context.viewer}
        onChange={(viewer) => setContext((c) => ({ ...c, viewer }))}
        errorsAt={errorsAt}
      />
      <CommentBurst
        comments={context.comments ?? []}
        onChange={(comments) => setContext((c) => ({ ...c, comments }))}
        onAsk={onAsk}
        canAsk={canAsk}
        errorsAt={errorsAt}
      />
    </section>
  );
}
