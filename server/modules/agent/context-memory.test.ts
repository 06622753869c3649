import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../runtime/run-turn';
import { ContextMemory } from './context-memory';

const talk = (...contents: string[]): ConversationMessage[] =>
  contents.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
const at = (minute: number) => ({ now: `2026-12-12T20:${minute}:00+08:00` });

describe('ContextMemory', () => {
  it("recalls each earlier viewer message's context, oldest first", () => {
    const memory = new ContextMemory();
    memory.history('h\u0000v1', talk('a')).remember!(at(10));
    memory.history('h\u0000v1', talk('a', 'x', 'b')).remember!(at(11));
    expect(memory.history('h\u0000v1', talk('a', 'x', 'b', 'y', 'c')).earlier).toEqual([
      at(10),
      at(11),
    ]);
    // A different earlier reply is another conversation from there on.
    expect(memory.history('h\u0000v1', talk('a', 'z', 'b', 'y', 'c')).earlier).toEqual([
      at(10),
      null,
    ]);
  });

  it('keeps viewers apart and remembers nothing without one', () => {
    const memory = new ContextMemory();
    memory.history('h\u0000v1', talk('a')).remember!(at(10));
    expect(memory.history('h\u0000v2', talk('a', 'x', 'b')).earlier).toEqual([null]);
    const anonymous = memory.history(null, talk('a', 'x', 'b'));
    expect(anonymous).toEqual({ earlier: [] });
    expect(memory.size).toBe(1);
  });

  it('does not take a message boundary from the words of a message', () => {
    const memory = new ContextMemory();
    // Read without lengths, this one message would spell the first three of the next talk.
    const forged = 'a\u0000assistant\u0000x\u0000user\u0000b';
    memory.history('s', [{ role: 'user', content: forged }]).remember!(at(10));
    expect(memory.history('s', talk('a', 'x', 'b', 'y', 'c')).earlier).toEqual([null, null]);
  });

  it('stays within its size, the least recently used out first', () => {
    const memory = new ContextMemory({ maxBytes: 2_000 });
    for (let i = 0; i < 100; i++) memory.history(`v${i}`, talk('a')).remember!(at(10));
    expect(memory.size).toBeLessThan(40);
    expect(memory.history('v99', talk('a', 'x', 'b')).earlier).toEqual([at(10)]);
    expect(memory.history('v0', talk('a', 'x', 'b')).earlier).toEqual([null]);
  });
});
