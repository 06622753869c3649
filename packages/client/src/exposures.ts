import type { ExposureItem, PostOutcome } from './exposure-batcher';
import { problemOf, Unauthorized, type StudioHttp } from './transport';

/** Exposures the studio refused: not counted as sent, and not sent again. */
export interface ExposuresRefused {
  /** The response's status, or the items' own when a 200 refused only some. */
  status: number;
  /** The problem's code (`exposure.not_running`, `exposure.outside_experiment`...). */
  code: string;
  detail: string;
  count: number;
}

/**
 * `POST …/exposures`: a network error, 5xx or 429 throws (the batch is kept and tried again);
 * a refusal, whole or per item, is reported and counted as refused.
 */
export function exposurePoster(
  http: StudioHttp,
  refused: (e: ExposuresRefused) => void,
): (items: ExposureItem[]) => Promise<PostOutcome> {
  return async (items) => {
    let res: Response;
    try {
      res = await http.send(`${http.api}/exposures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });
    } catch (err) {
      if (!(err instanceof Unauthorized)) throw err;
      refused({
        status: err.status,
        code: 'unauthorized',
        detail: err.detail,
        count: items.length,
      });
      return { accepted: 0, refused: items.length };
    }
    if (res.status === 429) {
      await res.body?.cancel();
      throw new Error('exposures: HTTP 429');
    }
    if (!res.ok) {
      const { code, detail } = await problemOf(res);
      refused({ status: res.status, code, detail, count: items.length });
      return { accepted: 0, refused: items.length };
    }
    const result = (await res.json().catch(() => ({}))) as {
      accepted?: number;
      rejected?: { status: number; code: string; message: string }[];
    };
    const rejected = result.rejected ?? [];
    if (rejected.length > 0) {
      const first = rejected[0]!;
      refused({
        status: first.status,
        code: first.code,
        detail: first.message,
        count: rejected.length,
      });
    }
    return {
      accepted: result.accepted ?? items.length - rejected.length,
      refused: rejected.length,
    };
  };
}
