import { describe, expect, it } from 'vitest';
import { qwenTokens } from './qwen-tokens';
import { replyStream, scriptTurns, toolCallStream } from './replies';

describe('scripted replies', () => {
  const turns = scriptTurns(200, { seed: 3, withTools: 0.3, softened: 0.2 });

  it('says 2-4 sentences of 12-30 characters within the sample reply limit, some after a tool call', () => {
    for (const { sentences } of turns) {
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      for (const s of sentences) expect([...s].length).toBeGreaterThanOrEqual(12);
      for (const s of sentences) expect([...s].length).toBeLessThanOrEqual(30);
      expect([...sentences.join('')].length).toBeLessThanOrEqual(95);
    }
    const withTool = turns.filter((t) => t.tool).length;
    expect(withTool).toBeGreaterThan(30);
    expect(withTool).toBeLessThan(100);
    const atLeast3 = scriptTurns(50, { seed: 4, withTools: 0.5, atLeast: 3 });
    expect(atLeast3.every((t) => t.sentences.length >= 3)).toBe(true);
  });

  it('streams the tokens of the reply and knows which one ends the first sentence', () => {
    const tokens = qwenTokens();
    for (const { sentences, tool } of turns.slice(0, 20)) {
      const { pieces, firstSentenceEnd } = replyStream(sentences, tokens);
      expect(pieces.join('')).toBe(sentences.join(''));
      expect(pieces.slice(0, firstSentenceEnd + 1).join('')).toBe(sentences[0]);
      if (tool) {
        const call = toolCallStream(tool, tokens);
        expect(call.argumentPieces.join('')).toBe(tool.arguments);
        expect(call.head).toBeGreaterThan(3);
      }
    }
  });
});
