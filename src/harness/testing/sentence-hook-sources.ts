// The sample's reply checks as they were written before the built-in guards (settings.guards)
// took their place: realistic before_sentence hooks for tests and the benchmarks that compare
// custom hooks with the guards. Plain ES2020 run in the sandbox.
import { ORDINARY_PHRASES, signalsSource } from '../sample/hook-sources';

export const absoluteWordFilterSource = String.raw`// Advertising-Law absolute words, one sentence at a time before it is spoken: soften the
// common ones, drop any other banned word.
var SOFTER = {
  '全网最好': '口碑很好',
  '全网最低': '很实惠',
  '最低价': '实惠价',
  '第一名': '前列',
  '第一': '领先',
  '最好': '很好',
  '顶级': '优质',
  '国家级': '专业',
  '绝对': '真的',
  '100%': '',
  '万能': '多用',
};
var ORDINARY = ${JSON.stringify(ORDINARY_PHRASES)};
// What was said can no longer change, but its end is read with the sentence: a word split
// across two sentences ("最" then "好") is found, and the part of it in this one is dropped.
var SAID_TAIL = 200;

function hook(ctx) {
  var sentence = ctx.sentence || '';
  var said = ctx.replySoFar || '';
  var tail = said.slice(Math.max(0, said.length - SAID_TAIL));
  // ctx.matchBannedWords is the test check's rule: ＮＯ１, 最 好 and 第１ are found too.
  var words = ctx.bannedWords.concat(Object.keys(SOFTER));
  function inSentence(m) {
    return m.end > tail.length;
  }
  var out = sentence;
  // Removing a word can join the halves of another ("最最好好"): then look again.
  for (var pass = 0, changed = true; changed && pass < 8; pass++) {
    var found = ctx.matchBannedWords(tail + out, words, ORDINARY);
    // Nothing in the sentence itself (the usual case): one look is enough.
    if (pass === 0 && !found.some(inSentence)) return { action: 'continue' };
    changed = false;
    for (var i = found.length - 1; i >= 0; i--) {
      var start = found[i].start - tail.length;
      var end = found[i].end - tail.length;
      if (end <= 0) continue;
      changed = true;
      if (start < 0) {
        out = out.slice(end);
        continue;
      }
      var word = found[i].word;
      var softer = Object.prototype.hasOwnProperty.call(SOFTER, word) ? SOFTER[word] : '';
      out = out.slice(0, start) + softer + out.slice(end);
    }
  }
  // Never reached by the listed words; a sentence still holding one is not said at all.
  var left = ctx.matchBannedWords(tail + out, words, ORDINARY).some(inSentence);
  if (left) return { action: 'replace', sentence: '' };
  if (out === sentence) return { action: 'continue' };
  return { action: 'replace', sentence: out };
}
`;

export const priceConsistencySource = String.raw`// A price the host says must come from a tool result or the product on screen, checked
// one sentence at a time before it is spoken.
function numbersIn(value, out) {
  if (typeof value === 'number') {
    out.push(value);
  } else if (typeof value === 'string') {
    var found = value.match(/\d+(?:\.\d+)?/g) || [];
    for (var i = 0; i < found.length; i++) out.push(Number(found[i]));
  } else if (Array.isArray(value)) {
    for (var j = 0; j < value.length; j++) numbersIn(value[j], out);
  } else if (value && typeof value === 'object') {
    for (var key in value) numbersIn(value[key], out);
  }
  return out;
}

function hook(ctx) {
  var known = [];
  var results = ctx.toolResults || [];
  for (var i = 0; i < results.length; i++) numbersIn(results[i].result, known);
  var product = (ctx.context && ctx.context.product) || {};
  if (typeof product.price === 'number') known.push(product.price);
  if (typeof product.listPrice === 'number') known.push(product.listPrice);

  // A figure the sentence before ended with ("满299" then "元减50元") is read whole.
  var said = ctx.replySoFar || '';
  var tail = (said.match(/(?:[¥￥]\s*)?[\d.]*\s*$/) || [''])[0];
  var text = tail + (ctx.sentence || '');
  var price = /[¥￥]\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:元|块钱)/g;
  var m;
  while ((m = price.exec(text)) !== null) {
    var end = m.index + m[0].length;
    if (end <= tail.length) continue;
    var figure = Number(m[1] || m[2]);
    var ok = known.some(function (k) {
      return Math.abs(k - figure) < 0.005;
    });
    // The cutter never splits a number, so a figure at the very end is whole.
    if (!ok) {
      return {
        action: 'block',
        reason: '这句话里的价格"' + m[0].trim() + '"不在工具结果或商品价格里，不能报给观众。',
      };
    }
  }
  return { action: 'continue' };
}
`;

export const replyLengthGuardSource = String.raw`// Long replies stall speech synthesis: a running count of what was said, against the shop's
// limit, one sentence at a time.
var BREAKS = '。！？!?，、；：,;:';

function hook(ctx) {
  var max = Number(ctx.preferences && ctx.preferences.maxReplyChars) || 120;
  var said = Array.from(ctx.replySoFar || '').length;
  // Counted on what the model wrote too: once a sentence was left unsaid, so is every later
  // one, and the reply never skips a sentence and goes on.
  var spent = Math.max(said, Array.from(ctx.writtenSoFar || '').length);
  var chars = Array.from(ctx.sentence || '');
  if (spent + chars.length <= max) return { action: 'continue' };
  // Past the limit the sentence is left unsaid: whole sentences only.
  if (said > 0) return { action: 'replace', sentence: '' };
  // A first sentence longer than the limit: up to its last clause break, else with "…".
  var head = chars.slice(0, max).join('');
  var cut = -1;
  for (var i = head.length - 1; i > 0 && cut < 0; i--) if (BREAKS.indexOf(head[i]) >= 0) cut = i;
  if (cut <= 0) return { action: 'replace', sentence: chars.slice(0, max - 1).join('') + '…' };
  var stop = '。！？!?'.indexOf(head[cut]) >= 0 ? head[cut] : '。';
  return { action: 'replace', sentence: head.slice(0, cut) + stop };
}
`;

export const hostTopicFilterSource = String.raw`// The host's own sentence must not wander into a topic the shop forbids (a viewer's question
// on one is answered by off-topic-guard before the model is asked): such a sentence is left
// unsaid. A topic not listed here matches by its own name.
${signalsSource}
// The end of what was said is read with the sentence, so a word split across two is found.
var SAID_TAIL = 16;

function hook(ctx) {
  var said = ctx.replySoFar || '';
  var tail = said.slice(Math.max(0, said.length - SAID_TAIL));
  var topics = (ctx.preferences && ctx.preferences.forbiddenTopics) || [];
  var words = [];
  for (var i = 0; i < topics.length; i++) words = words.concat(SIGNALS[topics[i]] || [topics[i]]);
  // The banned-word rule's folding: 降 压 and full-width forms are found too.
  var hit = ctx.matchBannedWords(tail + (ctx.sentence || ''), words).some(function (m) {
    return m.end > tail.length;
  });
  return hit ? { action: 'replace', sentence: '' } : { action: 'continue' };
}
`;
