/** A document, label or cache file that failed a check: refused, the last good one kept. */
export class RejectedDocument extends Error {
  constructor(
    message: string,
    /** The version it was for (the label's, for a label). */
    readonly version: number,
  ) {
    super(message);
  }
}

/** The studio could not be reached: a network error, a time-out or a 5xx. */
export class Unreachable extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The studio refused the token (401) or its role (403): waiting will not fix it. */
export class Unauthorized extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly url: string,
  ) {
    super(`${url}: HTTP ${status}: ${detail}`);
  }
}

/** A 4xx that is neither: the studio answered, and the answer says what is wrong. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`HTTP ${status} ${code}: ${detail}`);
  }
}

/** A request the studio did not answer within this is unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The problem details' `code` and `detail` (docs/api.md), or the status and text when not one. */
export async function problemOf(res: Response): Promise<{ code: string; detail: string }> {
  const text = await res.text().catch(() => '');
  try {
    const p = JSON.parse(text) as { code?: unknown; detail?: unknown; title?: unknown };
    const detail = typeof p.detail === 'string' ? p.detail : String(p.title ?? '');
    return { code: typeof p.code === 'string' ? p.code : String(res.status), detail };
  } catch {
    return { code: String(res.status), detail: text.slice(0, 300) };
  }
}

/** The studio's HTTP API as the client calls it, each failure sorted into its kind. */
export class StudioHttp {
  /** Aborted by close(): no request outlives the client. */
  private readonly closing = new AbortController();

  constructor(
    private readonly fetchFn: typeof fetch,
    /** `…/api/v1/harnesses/{id}` */
    readonly api: string,
    private readonly token: string,
  ) {}

  close(): void {
    this.closing.abort();
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}`, ...extra } : extra;
  }

  /** Throws Unreachable or Unauthorized; any other status is the caller's to read. */
  async send(url: string, init: RequestInit = {}, signal?: AbortSignal): Promise<Response> {
    let res: Response;
    try {
      res = await this.fetchFn(url, {
        ...init,
        headers: this.headers(init.headers as Record<string, string> | undefined),
        signal: AbortSignal.any([
          signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          this.closing.signal,
        ]),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const why = timedOut ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : causeOf(err);
      throw new Unreachable(`${url}: ${why}`, url);
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      throw new Unreachable(`${url}: HTTP ${res.status}`, url, res.status);
    }
    if (res.status === 401 || res.status === 403) {
      const { detail } = await problemOf(res);
      throw new Unauthorized(res.status, detail, url);
    }
    return res;
  }
}

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, a DNS miss) is its cause. */
function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${err.message} (${cause.code ?? cause.message})` : err.message;
}
