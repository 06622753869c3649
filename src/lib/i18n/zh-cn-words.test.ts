import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-cn';

/** Han characters and the CJK punctuation and full-width forms Chinese text is written in. */
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * Texts that are the same in Chinese: names of products, formats and protocols, codes a
 * reader types or sees in their tools, and layouts made only of numbers and placeholders.
 */
const SAME_IN_CHINESE = new Set([
  'enum.language.en',
  'labels.pointsAt',
  'promo.scopeId',
  'enum.entity.webhook',
  'requests.approvalsCount',
  'requests.proposalVersion',
  'preview.sourceVersion',
  'preview.latency.tokens',
  'tests.formatYaml',
  'tests.targetVersion',
  'tests.targetVersionShort',
  'tests.progressText',
  'tests.pass1',
  'tests.trialsPassed',
  'tests.latencyP50',
  'tests.latencyP95',
  'tests.compareOption',
  'tests.endpointModel',
  'robustness.passHatK',
  'robustness.export.sharegpt',
  'restatements.where',
  'traces.none.ms',
  'traces.tokens',
  'title.app',
  'settings.variables.json',
  'settings.turnRole.system',
  'settings.turnRole.user',
  'settings.topP',
  'glance.serves',
  'overviewPage.activityLine',
  'action.other',
  'nav.webhooks',
  'title.webhooks',
  'webhooks.heading',
  'webhooks.statusCode',
]);

describe('the Chinese catalog', () => {
  it('says every text in Chinese, save names and codes that read the same', () => {
    const english = Object.entries(zhCN).flatMap(([key, value]) => {
      const texts: string[] = typeof value === 'string' ? [value] : Object.values(value);
      return texts.some((text) => text.trim() !== '' && !CHINESE.test(text)) &&
        !SAME_IN_CHINESE.has(key)
        ? [`${key}: ${JSON.stringify(value)}`]
        : [];
    });
    expect(english).toEqual([]);
  });

  it('names no document path or code name outside the engineers’ own editors', () => {
    // The hook, tool and settings editors are where engineers write these names themselves.
    const engineers = /^(hook|tool|settings)\./;
    const code = /\b[a-z]+(?:\.[a-zA-Z_]+)+\b|\b[a-z]+_[a-z_]+\b/;
    const named = Object.entries(zhCN).flatMap(([key, value]) => {
      const texts: string[] = typeof value === 'string' ? [value] : Object.values(value);
      return !engineers.test(key) && texts.some((text) => code.test(text.replace(/\{\w+\}/g, '')))
        ? [`${key}: ${JSON.stringify(value)}`]
        : [];
    });
    expect(named).toEqual([]);
  });

  it('calls the document 配置 throughout, never "harness" (save the product and file names)', () => {
    const named = Object.entries(zhCN).flatMap(([key, value]) => {
      const texts: string[] = typeof value === 'string' ? [value] : Object.values(value);
      return texts.some((text) =>
        /harness/i.test(text.replace(/Harness Studio|harness\.yaml|harness-hook/g, '')),
      )
        ? [`${key}: ${JSON.stringify(value)}`]
        : [];
    });
    expect(named).toEqual([]);
  });

  it('lists no key it does not have', () => {
    expect([...SAME_IN_CHINESE].filter((key) => !(key in zhCN))).toEqual([]);
  });
});
