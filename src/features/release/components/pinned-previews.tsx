import type { ReactNode } from 'react';
import { sampleContexts } from '../../../harness/sample/contexts';
import { useActorName } from '../../../lib/actor-name';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { PinnedPreview } from '../types';

/** A sample context by the title the preview shows it by; one no longer among them by its id. */
const sceneTitle = (id: string) => sampleContexts.find((s) => s.id === id)?.title ?? id;

/** The room's time a pin was asked at: its own, else (older pins) its sample room's. */
const pinTime = (p: PinnedPreview) =>
  p.context ? p.context.now : sampleContexts.find((s) => s.id === p.contextId)?.context.now;

/** The answers a reviewer pinned: each sample context's question, before | after, side by side. */
export function PinnedPreviews({
  pins,
  timeZone,
  children,
}: {
  pins: readonly PinnedPreview[];
  /** The harness's `settings.timeZone`: a room's time is said there. */
  timeZone: string;
  /** The form to pin another (for who may review). */
  children?: ReactNode;
}) {
  const t = useT();
  const actorName = useActorName();
  const formatTime = useFormatTime();
  const formatRoomTime = useFormatTime({ timeZone });
  return (
    <section className="group" aria-labelledby="request-pins-title">
      <h2 id="request-pins-title" className="section-title">
        {t('requests.pins')}
      </h2>
      {pins.length === 0 ? (
        <p className="muted">{t('requests.noPins')}</p>
      ) : (
        <table className="data-table pinned-previews">
          <caption className="sr-only">{t('requests.pins')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('requests.pinQuestion')}</th>
              <th scope="col">{t('requests.pinBefore')}</th>
              <th scope="col">{t('requests.pinAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {pins.map((p) => (
              <tr key={p.id} data-testid={`pin-${p.id}`}>
                <th scope="row">
                  {p.question}
                  <span className="muted pin-by">
                    {t('requests.pinnedBy', {
                      who: actorName(p.pinnedBy),
                      when: formatTime(p.at),
                      context: p.contextTitle ?? sceneTitle(p.contextId),
                    })}
                    {pinTime(p) &&
                      ` · ${t('requests.pinnedAt', { time: formatRoomTime(pinTime(p)), zone: timeZone })}`}
                  </span>
                </th>
                <td className="pin-answer">{p.before ?? t('requests.noAnswer')}</td>
                <td className="pin-answer">{p.after ?? t('requests.noAnswer')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
}
