// Hook sources are plain ES2020 run in the sandbox; String.raw keeps regex backslashes intact.
import { FORBIDDEN_TOPIC_SIGNALS } from '../guards/topic-signals';

/** The core's signal words as hook source, one topic a line. */
export const signalsSource = [
  'var SIGNALS = {',
  ...Object.entries(FORBIDDEN_TOPIC_SIGNALS).map(
    ([topic, words]) =>
      `  ${JSON.stringify(topic)}: [${words.map((w) => JSON.stringify(w)).join(', ')}],`,
  ),
  '};',
].join('\n');

/** "第一次" and "第一泡" are ordinary words, not claims: the filter and the suite let them through. */
export const ORDINARY_PHRASES = ['第一次', '第一口', '第一泡', '第一步', '第一天', '第一批'];

export const offTopicGuardSource = String.raw`// Words that signal a forbidden topic; a topic not listed here matches by its own name.
${signalsSource}

function hook(ctx) {
  var message = ctx.message || '';
  var topics = (ctx.preferences && ctx.preferences.forbiddenTopics) || [];
  for (var i = 0; i < topics.length; i++) {
    var words = SIGNALS[topics[i]] || [topics[i]];
    var hit = words.some(function (w) {
      return message.indexOf(w) >= 0;
    });
    if (hit) {
      var product = ctx.context && ctx.context.product && ctx.context.product.name;
      var back = product ? '咱们说回' + product + '，有问题尽管问！' : '有茶叶的问题尽管问我！';
      return { action: 'answer', reply: '这个话题小岚不方便聊哦。' + back };
    }
  }
  return { action: 'continue' };
}
`;
