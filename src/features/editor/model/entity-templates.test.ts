import { describe, expect, it } from 'vitest';
import { matchBannedWords } from '../../../harness/banned-words';
import { hookStarterSource, sourceForEvent } from './entity-templates';

/** Runs a hook source as the sandbox would: `hook(ctx)` with the banned-word helper. */
function runHook(source: string, sentence: string) {
  const hook = new Function(`${source}\nreturn hook;`)() as (ctx: object) => unknown;
  const bannedWords = ['最好', '全网最低'];
  return hook({
    event: 'before_sentence',
    sentence,
    replySoFar: '',
    bannedWords,
    matchBannedWords: (text: string) => matchBannedWords(text, bannedWords, []),
  });
}

describe('the before_sentence starter', () => {
  const source = hookStarterSource('before_sentence');

  it('passes a clean sentence, replaces one with a banned word, blocks one that is only that', () => {
    expect(runHook(source, '新粉到手229元。')).toEqual({ action: 'continue' });
    expect(runHook(source, '这款口感最好。')).toEqual({
      action: 'replace',
      sentence: '这款口感。',
    });
    expect(runHook(source, '全网最低！')).toEqual({
      action: 'block',
      reason: 'Banned word: 全网最低',
    });
  });

  it('takes the place of an untouched starter when the event changes, never of edited code', () => {
    const continueSource = hookStarterSource('user_message');
    expect(sourceForEvent(continueSource, 'before_sentence')).toBe(source);
    // As saved without the editor's type hint too.
    expect(sourceForEvent(continueSource.split('\n').slice(1).join('\n'), 'before_sentence')).toBe(
      source,
    );
    expect(sourceForEvent(source, 'before_reply')).toBe(continueSource);
    const edited = source.replace('Banned word', 'Forbidden');
    expect(sourceForEvent(edited, 'before_reply')).toBe(edited);
  });
});
