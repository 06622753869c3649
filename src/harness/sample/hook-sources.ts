// Hook sources are plain ES2020 run in the sandbox; String.raw keeps regex backslashes intact.

/** "第一次" and "第一泡" are ordinary words, not claims: the filter and the suite let them through. */
export const ORDINARY_PHRASES = ['第一次', '第一口', '第一泡', '第一步', '第一天', '第一批'];

export const absoluteWordFilterSource = String.raw`// Advertising-Law absolute words: soften the common ones, drop any other banned word.
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

function hook(ctx) {
  var reply = ctx.reply || '';
  // ctx.matchBannedWords is the test check's rule: ＮＯ１, 最 好 and 第１ are found too.
  var words = ctx.bannedWords.concat(Object.keys(SOFTER));
  var out = reply;
  // Removing a word can join the halves of another ("最最好好"): then look again.
  for (var pass = 0, removed = true; removed && pass < 3; pass++) {
    var found = ctx.matchBannedWords(out, words, ORDINARY);
    removed = false;
    for (var i = found.length - 1; i >= 0; i--) {
      var m = found[i];
      var softer = Object.prototype.hasOwnProperty.call(SOFTER, m.word) ? SOFTER[m.word] : '';
      out = out.slice(0, m.start) + softer + out.slice(m.end);
      if (softer === '') removed = true;
    }
  }
  if (out === reply) return { action: 'continue' };
  return { action: 'rewrite', reply: out };
}
`;

export const priceConsistencySource = String.raw`// A price the host says must come from a tool result or the product on screen.
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

  var price = /[¥￥]\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:元|块钱)/g;
  var reply = ctx.reply || '';
  var m;
  while ((m = price.exec(reply)) !== null) {
    var figure = Number(m[1] || m[2]);
    var ok = known.some(function (k) {
      return Math.abs(k - figure) < 0.005;
    });
    if (!ok) {
      return {
        action: 'block',
        reason: '回复里的价格"' + m[0] + '"不在工具结果或商品价格里，不能报给观众。',
      };
    }
  }
  return { action: 'continue' };
}
`;

export const replyLengthGuardSource = String.raw`// Long replies stall speech synthesis: keep whole sentences up to the shop's limit.
function hook(ctx) {
  var reply = ctx.reply || '';
  var max = Number(ctx.preferences && ctx.preferences.maxReplyChars) || 120;
  var chars = Array.from(reply);
  if (chars.length <= max) return { action: 'continue' };
  var head = chars.slice(0, max).join('');
  var cut = Math.max(
    head.lastIndexOf('。'),
    head.lastIndexOf('！'),
    head.lastIndexOf('？'),
    head.lastIndexOf('!'),
    head.lastIndexOf('?')
  );
  var text = cut > 0 ? head.slice(0, cut + 1) : chars.slice(0, max - 1).join('') + '…';
  return { action: 'rewrite', reply: text };
}
`;

export const offTopicGuardSource = String.raw`// Words that signal a forbidden topic; a topic not listed here matches by its own name.
var SIGNALS = {
  '政治': ['政治', '政府', '选举', '总统', '台独', '战争'],
  '竞品价格': ['竞品', '别家', '别的店', '其他家', '隔壁', '拼多多', '比价'],
  '医疗功效': ['治病', '治疗', '降血压', '降压', '降血糖', '减肥', '抗癌', '药效'],
  '投资理财': ['股票', '基金', '理财', '炒币', '投资'],
};

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
