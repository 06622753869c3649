/**
 * Where a turn's time goes before its first token, recorded inside the studio child while
 * the bench sends turns one at a time: request arrival, the turn's start (resolve done),
 * the model call, the model's first text, and the write that carries the first reply text.
 * Off unless the bench turns it on, so the other measurements run the studio untouched.
 */
import type { Server, ServerResponse } from 'node:http';
import { ModelClient } from '../../server/runtime/model-client';
import type { Runtime } from '../../server/runtime/runtime';

export interface Milestones {
  arrival: number;
  turn?: number;
  /** Time inside the sandbox of the hooks that ran before the model call. */
  viewerHookMs: number;
  modelCall?: number;
  modelFirst?: number;
  firstWrite?: number;
}

const FIRST_TEXT = /"delta":\{"content":"[^"]|^event: delta$/m;

export function installMilestones(server: Server, runtime: Runtime) {
  let on = false;
  let current: Milestones | null = null;
  const done: Milestones[] = [];
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (!on) return;
    const m: Milestones = { arrival: performance.now(), viewerHookMs: 0 };
    current = m;
    done.push(m);
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (m.firstWrite === undefined && FIRST_TEXT.test(String(chunk)))
        m.firstWrite = performance.now();
      return write(chunk, ...rest);
    }) as typeof res.write;
  });
  const runTurn = runtime.runTurn.bind(runtime);
  runtime.runTurn = (input, options = {}) => {
    const m = on ? current : null;
    if (!m) return runTurn(input, options);
    m.turn = performance.now();
    let modelStarted = false;
    return runTurn(input, {
      ...options,
      emit: (e) => {
        if (e.type === 'model_start') modelStarted = true;
        if (e.type === 'hook' && !modelStarted) m.viewerHookMs += e.durationMs;
        options.emit?.(e);
      },
    });
  };
  const stream = ModelClient.prototype.stream;
  ModelClient.prototype.stream = function (request, options = {}) {
    const m = on ? current : null;
    if (!m || m.modelCall !== undefined) return stream.call(this, request, options);
    m.modelCall = performance.now();
    return stream.call(this, request, {
      ...options,
      onText: (text) => {
        m.modelFirst ??= performance.now();
        options.onText?.(text);
      },
    });
  };
  return {
    /** Starts recording (true) or stops and hands over what was recorded (false). */
    toggle(recording: boolean): Milestones[] {
      on = recording;
      current = null;
      return done.splice(0);
    },
  };
}
