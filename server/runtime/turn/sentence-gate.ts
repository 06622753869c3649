import { SentenceCutter, type CutSentence } from '../../../src/harness/sentences';
import type { ReplyBlock, SentenceEvent, TurnOutcome } from '../../../src/harness/runtime-events';
import {
  checksSentences,
  guardHookId,
  type GuardDecision,
  type GuardFinding,
} from '../../../src/harness/guards';
import type { TurnScope } from './scope';
import { DEFAULT_SENTENCE_MAX_CHARS } from '../../../src/harness/schema/settings';

/** Why the reply stopped mid-way: the hook or guard that blocked a sentence. */
export type SentenceBlock = ReplyBlock;

const blockOf = (f: GuardFinding): SentenceBlock => ({
  hookId: guardHookId(f.guard),
  reason: f.reason,
  code: f.code,
  params: f.params,
});

interface Round {
  step: number;
  cutter: SentenceCutter;
  controller: AbortController;
  signal: AbortSignal;
  /** Per delta: the round's text length after it, and when it arrived (turn ms). */
  arrivals: { end: number; at: number }[];
  /** Text of this round handed out as pieces so far. */
  cutLength: number;
}

/**
 * Sentence-gated release (docs/architecture.md, "One turn of the runtime"): with enabled
 * before_sentence hooks, each model round's text is cut into sentences as it streams, and
 * each sentence leaves the runtime (a `sentence` event with its text) only once every
 * before_sentence hook has passed it. Sentence k+1's hooks start after k is decided, so
 * `replySoFar` is what was released; cutting goes on meanwhile. A block stops the reply:
 * what is queued is never checked nor sent, the model request is aborted, and
 * settings.sentence.blockedEnding (checked too) is said instead.
 */
export class SentenceGate {
  readonly active: boolean;
  /** Everything released in this turn: what the viewer heard. */
  released = '';
  /** What the model (or a hook's answer) wrote, through the last sentence checked. */
  written = '';
  block: SentenceBlock | null = null;
  /** Who left the last unsaid sentence unsaid (for a reply left empty). */
  private lastDropper: string | null = null;
  private index = 0;
  private step = 0;
  private round: Round | null = null;
  private queue: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  /**
   * @param countsRelease whether a released sentence is the first text to leave (false when
   *   before_reply hooks hold the reply: the reply event is).
   */
  constructor(
    private readonly scope: TurnScope,
    private readonly countsRelease: boolean,
  ) {
    this.active = checksSentences(scope.doc);
  }

  get blocked(): boolean {
    return this.block !== null;
  }

  /** Checking a sentence threw (a runtime fault, not a hook's): `endRound` throws it. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** A model round begins: the signal to send its request with (aborted on a block). */
  startRound(step: number): AbortSignal {
    const { scope } = this;
    const controller = new AbortController();
    const signal = scope.signal
      ? AbortSignal.any([scope.signal, controller.signal])
      : controller.signal;
    this.step = step;
    this.round = {
      step,
      cutter: this.cutter(),
      controller,
      signal,
      arrivals: [],
      cutLength: 0,
    };
    return signal;
  }

  /** One text delta of the running round. */
  text(delta: string): void {
    const round = this.round;
    if (!round || this.block) return;
    const end = (round.arrivals.at(-1)?.end ?? 0) + delta.length;
    round.arrivals.push({ end, at: this.scope.clock.now() });
    this.enqueue(round, round.cutter.push(delta));
  }

  /**
   * The round's text ended (a reply, tool calls next, or a cut stream): its last piece is
   * checked like any other. Resolves when every sentence of the round is decided.
   */
  async endRound(): Promise<void> {
    const round = this.round;
    if (round) {
      this.round = null;
      if (!this.block) this.enqueue(round, round.cutter.flush());
    }
    await this.queue;
    if (this.failure) throw this.failure;
  }

  /** A hook's answer (no model round): spoken sentence by sentence through the same hooks. */
  async say(text: string): Promise<void> {
    this.startRound(this.step);
    this.text(text);
    await this.endRound();
  }

  /**
   * Ends a reply a before_sentence hook stopped: the reply event says what left before (and
   * the ending), null when nothing did.
   */
  blockedReply(source: 'model' | 'hook'): { outcome: TurnOutcome; reply: string | null } {
    const block = this.block!;
    const text = this.released === '' ? null : this.released;
    this.scope.emit({
      type: 'reply',
      text,
      original: this.written,
      replaced: true,
      source,
      hookId: block.hookId,
      blocked: block,
    });
    return { outcome: 'blocked', reply: text };
  }

  private cutter(): SentenceCutter {
    const { doc } = this.scope;
    return new SentenceCutter({
      locale: doc.preferences.language,
      maxChars: doc.settings.sentence?.maxChars ?? DEFAULT_SENTENCE_MAX_CHARS,
    });
  }

  private enqueue(round: Round, pieces: CutSentence[]): void {
    for (const piece of pieces) {
      round.cutLength += piece.text.length;
      // The delta that brought the piece's last character.
      const writtenAt = round.arrivals.find((a) => a.end >= round.cutLength)?.at ?? 0;
      this.queue = this.queue.then(() => this.check(round, piece, writtenAt));
    }
  }

  private async check(round: Round, piece: CutSentence, writtenAt: number): Promise<void> {
    if (this.block || this.failure || this.scope.cancelled) return;
    try {
      const passed = await this.decide(round.step, piece.text, piece.cut, writtenAt, false);
      if (!passed) {
        round.controller.abort();
        await this.sayEnding(round.step);
      }
    } catch (err) {
      this.failure = err;
      round.controller.abort();
    }
  }

  /** Runs the hooks on one sentence and emits it; false when a hook blocked it. */
  private async decide(
    step: number,
    original: string,
    cut: SentenceEvent['cut'],
    writtenAt: number,
    ending: boolean,
  ): Promise<boolean> {
    const { scope } = this;
    const index = this.index++;
    const base = { type: 'sentence' as const, step, index, original, cut, writtenAt };
    const end = ending ? { ending: true } : {};
    const guarded = this.guard(original, index);
    if (guarded.action === 'block') {
      this.written += ending ? '' : original;
      const block = blockOf(guarded.finding);
      if (!ending) this.block = block;
      scope.emit({ ...base, text: null, outcome: 'block', blocked: block, ...end });
      return false;
    }
    const byGuards =
      guarded.action === 'replace' ? guarded.findings.map((f) => guardHookId(f.guard)) : [];
    const checked = guarded.action === 'replace' ? guarded.sentence : original;
    // A sentence the guards left unsaid goes to no hook.
    const r =
      checked === '' && guarded.action === 'replace'
        ? null
        : await scope.hooks(
            'before_sentence',
            { sentence: checked, replySoFar: this.released, writtenSoFar: this.written },
            { sentence: index },
          );
    this.written += ending ? '' : original;
    if (r === null) {
      if (!ending) this.lastDropper = byGuards.at(-1) ?? null;
      scope.emit({ ...base, text: '', outcome: 'replace', replacedBy: byGuards, ...end });
      return true;
    }
    if (r.action !== 'continue') {
      // before_sentence hooks cannot answer (decision.ts): a stray answer stops it too.
      const block = {
        hookId: r.hookId,
        reason: r.action === 'block' ? r.reason : 'A before_sentence hook cannot answer.',
      };
      if (!ending) this.block = block;
      scope.emit({ ...base, text: null, outcome: 'block', blocked: block, ...end });
      return false;
    }
    const text = r.context.sentence ?? checked;
    const replacedBy = [...byGuards, ...r.rewrittenBy];
    const replaced = replacedBy.length > 0;
    if (text === '' && !ending) this.lastDropper = replacedBy.at(-1) ?? null;
    this.released += text;
    if (text !== '' && this.countsRelease) scope.clock.release();
    scope.emit({
      ...base,
      text,
      outcome: replaced ? 'replace' : 'continue',
      ...(replaced ? { replacedBy } : {}),
      ...end,
    });
    return true;
  }

  /** The built-in guards on one sentence, traced where hooks are when one acted. */
  private guard(sentence: string, index: number): GuardDecision {
    const { guards } = this.scope;
    if (!guards) return { action: 'continue' };
    const started = performance.now();
    const decision = guards.check(sentence, this.released, this.written);
    const durationMs = performance.now() - started;
    this.scope.clock.hookMs += durationMs;
    if (decision.action === 'continue') return decision;
    for (const f of decision.findings) {
      const acted =
        decision.action === 'block' && f === decision.finding
          ? { action: 'block' as const, reason: f.reason }
          : {
              action: 'replace' as const,
              sentence: decision.action === 'replace' ? decision.sentence : '',
            };
      this.scope.emit({
        type: 'hook',
        hookId: guardHookId(f.guard),
        event: 'before_sentence',
        outcome: acted.action,
        decision: acted,
        durationMs,
        sentence: index,
        guard: { code: f.code, params: f.params },
      });
    }
    return decision;
  }

  /**
   * Every sentence the model wrote was left unsaid (by guards or hooks): the viewer would hear
   * nothing, so the reply ends as a blocked one, with the blocked ending. True when it did.
   */
  async endIfEmptied(): Promise<boolean> {
    if (!this.active || this.block || this.released !== '' || this.written.trim() === '')
      return false;
    this.block = {
      hookId: this.lastDropper ?? guardHookId('words'),
      reason: 'Every sentence of the reply was left unsaid.',
      code: 'guard.reply_emptied',
      params: {},
    };
    await this.sayEnding(this.step);
    return true;
  }

  /** settings.sentence.blockedEnding after a block, checked like a sentence. */
  private async sayEnding(step: number): Promise<void> {
    const ending = this.scope.doc.settings.sentence?.blockedEnding;
    if (!ending || this.scope.cancelled) return;
    await this.decide(step, ending, 'end', this.scope.clock.now(), true);
  }
}
