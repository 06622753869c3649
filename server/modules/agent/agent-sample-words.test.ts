import type OpenAI from 'openai';
import { beforeAll, expect, it } from 'vitest';
import { findBannedWords } from '../../../src/harness';
import { ABSOLUTE_WORDS } from '../../../src/harness/sample';
import { ORDINARY_PHRASES } from '../../../src/harness/sample/hook-sources';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { agentClient, ask, publishedHarness, streamed } from './agent-testing';

// What a client of the agent endpoint receives from the published sample (its own
// before_sentence hooks): every listed word, written one character a delta and split across
// two sentences at each of its positions, never arrives.
describeRuntimeApi('agent endpoint: the sample’s banned words never reach the client', (api) => {
  let client: OpenAI;
  beforeAll(async () => {
    client = agentClient(api, await publishedHarness(api));
  });

  it('split across deltas and sentences at every position', { timeout: 60_000 }, async () => {
    for (const word of ABSOLUTE_WORDS) {
      const chars = Array.from(word);
      // One sentence whole, then the word cut by a line break at each of its positions.
      const splits = chars
        .slice(1)
        .map((_, i) => `${chars.slice(0, i + 1).join('')}\n${chars.slice(i + 1).join('')}的茶。`);
      const reply = [`这是${word}的茶。`, ...splits].join('');
      api.model().enqueue(text(reply, { chunkSize: 1 }));
      const got = await streamed(client, ask('介绍一下'));
      // Every sentence still arrives, only the word's part in it left out or softened.
      expect(got.split('的茶。').length - 1, `${word}: ${got}`).toBe(chars.length);
      expect(findBannedWords(got, ABSOLUTE_WORDS, ORDINARY_PHRASES), `${word}: ${got}`).toEqual([]);
    }
  });
});
