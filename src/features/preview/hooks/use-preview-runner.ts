import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, type Language } from '../../../lib/i18n';
import { postPreview } from '../api/post-preview';
import { conversationFor } from '../model/conversation';
import { sentContext } from '../model/live-context';
import { DEFAULT_ZONE } from '../model/room-promotions';
import { applyEvent, endTurn } from '../model/turn-view';
import { usePreviewStore } from '../store/preview-store';
import type { PreviewShop } from '../types';

/**
 * The server's plain explanation of a refused request, with the field it points at (a core
 * diagnostic said in the reader's language, as its code and params allow).
 */
function describeFailure(err: unknown, lang: Language): string {
  if (isApiError(err)) {
    const first = err.problem.errors?.[0];
    return first
      ? `${err.problem.detail} (${first.pointer}: ${apiErrorMessage(first, lang)})`
      : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Sends messages to the chosen targets and streams the answers into the store. Every
 * request has its own AbortController: Stop, and leaving the panel, abort them all, which
 * closes the streams so the server stops the model and the tools.
 */
export function usePreviewRunner(shop: PreviewShop | null = null, zone = DEFAULT_ZONE) {
  const controllers = useRef(new Set<AbortController>());
  const lang = useLanguage();
  const running = usePreviewStore((s) =>
    s.exchanges.some((e) => e.answers.some((a) => a.status === 'running')),
  );

  const stop = useCallback(() => {
    for (const c of controllers.current) c.abort();
    controllers.current.clear();
  }, []);

  useEffect(() => stop, [stop]);

  const send = useCallback(
    (question: string) => {
      const state = usePreviewStore.getState();
      const history = state.exchanges;
      const id = state.ask(question);
      const { targets } = usePreviewStore.getState().exchanges.at(-1)!;
      // A room following the clock is sent the time of sending (one for every target).
      const context = sentContext(state.context, zone, Date.now());
      targets.forEach((target, index) => {
        const controller = new AbortController();
        controllers.current.add(controller);
        const sent = performance.now();
        const update = state.updateAnswer;
        postPreview(
          {
            harnessId: state.harnessId,
            source: target.source,
            ...(target.endpoint ? { endpoint: target.endpoint } : {}),
            conversation: conversationFor(history, index, question),
            context,
            // Under a robustness run's arm the server runs that variant instead of the source.
            ...(state.variant
              ? { variant: { runId: state.variant.runId, arm: state.variant.arm } }
              : shop
                ? // A shop's host: the source merged with its overlay (the unsaved one if given).
                  { shop: shop.shopId, ...(shop.overlay ? { overlay: shop.overlay } : {}) }
                : {}),
          },
          (event) => update(id, index, (v) => applyEvent(v, event, performance.now() - sent)),
          controller.signal,
        )
          .then(() => update(id, index, (v) => endTurn(v, 'ended')))
          .catch((err: unknown) =>
            update(id, index, (v) =>
              endTurn(
                v,
                controller.signal.aborted ? 'cancelled' : { error: describeFailure(err, lang) },
              ),
            ),
          )
          .finally(() => controllers.current.delete(controller));
      });
    },
    [shop, lang, zone],
  );

  return { send, stop, running };
}
