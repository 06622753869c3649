import { expect, it } from 'vitest';
import { screenWord, type ScreenWords } from './screen-words';

const words: ScreenWords<{
  'x.hello': string;
  'x.lists': { one: string; other: string };
}> = {
  en: { 'x.hello': 'Hello {name}', 'x.lists': { one: '{count} list', other: '{count} lists' } },
  'zh-CN': { 'x.hello': '你好，{name}', 'x.lists': { other: '{count} 个词表' } },
};

it('says a screen’s word in the reader’s language, placeholders and plurals as the catalogs do', () => {
  expect(screenWord(words, 'en', 'x.hello', { name: 'Ana' })).toBe('Hello Ana');
  expect(screenWord(words, 'zh-CN', 'x.hello', { name: '小岚' })).toBe('你好，小岚');
  expect(screenWord(words, 'en', 'x.lists', { count: 1 })).toBe('1 list');
  expect(screenWord(words, 'en', 'x.lists', { count: 2 })).toBe('2 lists');
  expect(screenWord(words, 'zh-CN', 'x.lists', { count: 1 })).toBe('1 个词表');
  // A missing param stays visible.
  expect(screenWord(words, 'en', 'x.hello')).toBe('Hello {name}');
});
