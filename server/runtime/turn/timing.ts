import type { StepTiming, TurnTimings } from './events';

const SENTENCE_END = /[。！？!?\n]/;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Collects a turn's timings as it runs. */
export class TurnClock {
  private readonly started = performance.now();
  private firstToken: number | null = null;
  private firstSentence: number | null = null;
  private firstRelease: number | null = null;
  /** The model's text leaves as it streams (no before_sentence or before_reply hooks). */
  releasesText = false;
  private streamed = '';
  modelMs = 0;
  toolMs = 0;
  hookMs = 0;
  readonly steps: StepTiming[] = [];
  readonly tools: TurnTimings['tools'] = [];

  /** ms since the turn started. */
  now(): number {
    return round1(performance.now() - this.started);
  }

  text(piece: string): void {
    this.firstToken ??= this.now();
    if (this.releasesText) this.firstRelease ??= this.firstToken;
    if (this.firstSentence === null) {
      this.streamed += piece;
      if (SENTENCE_END.test(this.streamed)) this.firstSentence = this.now();
    }
  }

  /** Checked reply text left the runtime (a sentence, or the held reply). */
  release(): void {
    this.firstRelease ??= this.now();
  }

  timings(): TurnTimings {
    const totalMs = this.now();
    return {
      totalMs,
      firstTokenMs: this.firstToken,
      firstSentenceMs: this.firstSentence,
      firstReleaseMs: this.firstRelease,
      modelRounds: this.steps.length,
      modelMs: round1(this.modelMs),
      toolMs: round1(this.toolMs),
      hookMs: round1(this.hookMs),
      overheadMs: round1(Math.max(0, totalMs - this.modelMs - this.toolMs)),
      steps: this.steps,
      tools: this.tools,
    };
  }
}

export { round1 };
