import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { matchBannedWords } from '../../../src/harness/banned-words';

describe('hook helpers', () => {
  // tsx (npm start) transpiles with keepNames, which wraps named inner functions in a
  // helper the sandbox lacks: the matcher's source must run on its own after that too.
  it('the banned-word matcher runs by its source alone after a keep-names transpile', async () => {
    const file = new URL('../../../src/harness/banned-words.ts', import.meta.url);
    const { code } = await transform(await readFile(file, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      keepNames: true,
      target: 'node20',
    });
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      matchBannedWords: typeof matchBannedWords;
    };
    const alone = runInNewContext(`(${String(module.matchBannedWords)})`) as (
      ...args: Parameters<typeof matchBannedWords>
    ) => unknown;
    const args: Parameters<typeof matchBannedWords> = [
      '全网ＮＯ１，最 好的第一次',
      ['no1', '最好', '第一'],
      ['第一次'],
    ];
    expect(JSON.stringify(alone(...args))).toBe(JSON.stringify(matchBannedWords(...args)));
    expect(matchBannedWords(...args).map((m) => m.text)).toEqual(['ＮＯ１', '最 好']);
  });
});
