import type { Preferences } from '../schema/preferences';
import type { ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { allowedAmounts, type AllowedAmounts } from './allowed-amounts';
import type { GuardDecision, GuardFinding } from './guard-decision';
import type { GuardSettings } from './guard-settings';
import { fitLength } from './length-guard';
import { checkPrices, PRICE_TAIL } from './price-guard';
import { checkTopics, signalWords, topicIn } from './topic-guard';
import { checkWords } from './word-guard';

/** What the guards of one turn know. */
export interface GuardTurnInput {
  settings: GuardSettings;
  /** settings.bannedWords (with a shop's own, merged). */
  bannedWords: readonly string[];
  preferences: Pick<Preferences, 'forbiddenTopics' | 'discountFloor' | 'maxReplyChars'>;
  product?: ProductContext;
  /** The promotions in force at the turn's time for its viewer. */
  promotions: readonly Promotion[];
  /** This turn's tool results so far: read as they grow. */
  toolResults: readonly { result: unknown }[];
  /** Fills `{{variables}}` of the deflect line as the prompt's are (absent: said as written). */
  render?: (template: string) => string;
}

/**
 * The built-in reply guards of one turn, on each sentence in order: words (block, soften,
 * drop), price (block), topics (drop), length (whole sentences). Pure functions of their
 * input, run in the studio's process: no sandbox, no thread hop.
 */
export class TurnGuards {
  private allowed: AllowedAmounts | null = null;
  private allowedFor = -1;
  private readonly signal: string[];

  constructor(private readonly turn: GuardTurnInput) {
    const { topics } = turn.settings;
    this.signal = topics.enabled
      ? signalWords(turn.preferences.forbiddenTopics, topics.signals)
      : [];
  }

  /** The deflect line when the viewer's message is on a forbidden topic, else null. */
  deflection(message: string): { reply: string; finding: GuardFinding } | null {
    const { deflect } = this.turn.settings.topics;
    if (deflect === undefined) return null;
    const word = topicIn(message, this.signal);
    if (word === null) return null;
    return {
      reply: this.turn.render ? this.turn.render(deflect) : deflect,
      finding: {
        guard: 'topics',
        code: 'guard.topic_deflected',
        reason: `The viewer asked about a forbidden topic ("${word}"): the deflect line is said.`,
        params: { word },
      },
    };
  }

  private amounts(): AllowedAmounts {
    const { turn } = this;
    if (!this.allowed || this.allowedFor !== turn.toolResults.length) {
      this.allowed = allowedAmounts(
        turn.product,
        turn.promotions,
        turn.toolResults,
        turn.preferences.discountFloor,
      );
      this.allowedFor = turn.toolResults.length;
    }
    return this.allowed;
  }

  /** One sentence, given what was said (released) and written before it. */
  check(sentence: string, said: string, written: string): GuardDecision {
    const { settings, bannedWords, preferences } = this.turn;
    const findings: GuardFinding[] = [];
    let text = sentence;
    const changed = (): GuardDecision =>
      text === sentence ? { action: 'continue' } : { action: 'replace', sentence: text, findings };
    if (settings.words.enabled) {
      const w = checkWords(text, said, settings.words, bannedWords);
      if (w.action === 'block')
        return { action: 'block', finding: w.finding, findings: [w.finding] };
      if (w.action === 'replace') {
        findings.push(w.finding);
        text = w.sentence;
      }
    }
    if (text === '') return changed();
    if (settings.price.enabled) {
      const tail = said.slice(Math.max(0, said.length - PRICE_TAIL));
      const p = checkPrices(text, tail, () => this.amounts());
      if (p) return { action: 'block', finding: p, findings: [...findings, p] };
    }
    if (this.signal.length > 0) {
      const t = checkTopics(text, said, this.signal);
      if (t) {
        findings.push(t);
        text = '';
        return changed();
      }
    }
    if (settings.length.enabled) {
      const fit = fitLength(text, said, written, preferences.maxReplyChars);
      if (fit !== undefined) {
        findings.push({
          guard: 'length',
          code: 'guard.length',
          reason: `Past ${preferences.maxReplyChars} characters (preferences.maxReplyChars): ${fit === '' ? 'left unsaid' : 'cut'}.`,
          params: { max: preferences.maxReplyChars },
        });
        text = fit;
      }
    }
    return changed();
  }
}
