/**
 * Words that signal the forbidden topics live rooms name most; a topic not listed here (nor
 * in settings.guards.topics.signals) matches by its own name.
 */
export const FORBIDDEN_TOPIC_SIGNALS: Readonly<Record<string, readonly string[]>> = {
  政治: ['政治', '政府', '选举', '总统', '台独', '战争'],
  竞品价格: ['竞品', '别家', '别的店', '其他家', '隔壁', '拼多多', '比价'],
  医疗功效: ['治病', '治疗', '降血压', '降压', '降血糖', '减肥', '抗癌', '药效'],
  投资理财: ['股票', '基金', '理财', '炒币', '投资'],
};

/** The words that signal any of `topics`: the harness's own table first, then the core's. */
export function topicSignalWords(
  topics: readonly string[],
  signals: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const words = new Set<string>();
  for (const topic of topics) {
    const listed = signals[topic] ?? FORBIDDEN_TOPIC_SIGNALS[topic];
    for (const w of listed && listed.length > 0 ? listed : [topic]) words.add(w);
  }
  return [...words];
}
