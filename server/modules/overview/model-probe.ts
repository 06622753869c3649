import type { ModelStatus } from '../../../src/harness/overview';
import type { ModelEndpoints } from '../../runtime/model-client';

/** How long a probe waits: a model server on the same network answers in milliseconds. */
const PROBE_TIMEOUT_MS = 1_500;
/** How long an answer is reused: the overview polls, and many people may open it at once. */
const PROBE_TTL_MS = 10_000;

/**
 * Whether the model server behind a configured endpoint answers at all, so the overview can
 * say how to start one before anyone types a question. Any HTTP answer to `GET /models` (the
 * OpenAI-compatible listing) counts, even a 401: something is listening there.
 */
export class ModelProbe {
  private readonly answers = new Map<string, { at: number; status: Promise<ModelStatus> }>();

  constructor(
    private readonly endpoints: ModelEndpoints,
    private readonly now: () => number = Date.now,
  ) {}

  status(name: string): Promise<ModelStatus> {
    // Only configured names are kept: the name comes from the request.
    if (!this.endpoints.get(name)) {
      return Promise.resolve({ endpoint: name, configured: false, reachable: false, model: null });
    }
    const cached = this.answers.get(name);
    if (cached && this.now() - cached.at < PROBE_TTL_MS) return cached.status;
    const status = this.probe(name);
    this.answers.set(name, { at: this.now(), status });
    return status;
  }

  private async probe(name: string): Promise<ModelStatus> {
    const { baseUrl, model } = this.endpoints.get(name)!.config;
    let reachable = false;
    try {
      const res = await fetch(`${baseUrl}/models`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        redirect: 'manual',
      });
      await res.body?.cancel();
      reachable = true;
    } catch {
      reachable = false;
    }
    return { endpoint: name, configured: true, reachable, model: model ?? null };
  }
}
