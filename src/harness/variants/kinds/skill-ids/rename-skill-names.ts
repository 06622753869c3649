import type { VariantKind } from '../../types';
import { rewriteSkillTexts } from './skill-texts';
import { emptyInverse } from '../../inverse';
import { skillNameMentionRewriter } from './skill-name-mentions';

/**
 * Restatements of the sample harnesses' display names (src/harness/sample/skills.ts and the
 * test fixture): same meaning, other words. None says a banned absolute word.
 */
const RESTATED: Record<string, string[]> = {
  商品问答: ['商品咨询', '产品答疑', '问商品'],
  发券引导: ['领券指引', '优惠券引导', '教观众领券'],
  满减凑单: ['满减计算', '凑单建议', '算满减'],
  进场欢迎: ['欢迎进场观众', '打招呼', '新观众欢迎'],
  价格异议: ['嫌贵应对', '价格顾虑', '回应砍价'],
  售后说明: ['售后解答', '售后政策', '发货与退换'],
  合规拒答: ['合规婉拒', '违规问题拒答', '礼貌拒绝'],
  推券: ['发券', '推荐优惠券'],
  尺码建议: ['尺码推荐', '选尺码'],
};

// English words names are often made of, each with a same-meaning replacement.
const WORD_SYNONYMS: Record<string, string> = {
  product: 'item',
  question: 'query',
  questions: 'queries',
  coupon: 'voucher',
  coupons: 'vouchers',
  greeting: 'welcome',
  welcome: 'greeting',
  price: 'pricing',
  objection: 'pushback',
  objections: 'pushback',
  help: 'guidance',
  size: 'fit',
  refusal: 'declining',
  discount: 'saving',
  shipping: 'delivery',
  returns: 'refunds',
};

// Neutral wrappings when no table entry fits: the name itself, said as a skill's name.
const CJK = /[\u3400-\u9fff]/;
const PATTERNS_ZH = [
  (n: string) => `${n}技能`,
  (n: string) => `技能：${n}`,
  (n: string) => `「${n}」`,
];
const PATTERNS_EN = [(n: string) => `${n} skill`, (n: string) => `Skill: ${n}`];

// The schema's limit (schema/skill.ts).
const MAX_NAME_LENGTH = 200;

function swapWords(name: string): string {
  return name.replace(/[A-Za-z]+/g, (word) => {
    const swap = WORD_SYNONYMS[word.toLowerCase()];
    if (!swap) return word;
    return word[0] === word[0]!.toUpperCase() ? swap[0]!.toUpperCase() + swap.slice(1) : swap;
  });
}

/**
 * Restates every skill's display name. The model addresses skills by id (compile/skills.ts
 * shows the name only as an inline skill's heading, never in `use_skill`), so nothing the
 * model does needs mapping back: the inverse is empty. A quoted mention of a name in the
 * prompt or a skill's text (`「推券」`) follows, so the text still names a skill that exists.
 */
export const renameSkillNames: VariantKind = {
  id: 'rename-skill-names',
  family: 'skill-ids',
  summary: 'Restate skill display names (synonyms, or the name wrapped as a skill name)',
  touches: ['skill', 'prompt'],
  apply(doc, random) {
    const renames = new Map<string, string>();
    const skills = doc.skills.map((skill) => {
      const choices = RESTATED[skill.name.trim()];
      let name = choices ? random.pick(choices) : swapWords(skill.name);
      if (name === skill.name) {
        const patterns = CJK.test(skill.name) ? PATTERNS_ZH : PATTERNS_EN;
        name = random.pick(patterns)(skill.name);
      }
      if (name.length > MAX_NAME_LENGTH) return skill;
      // Two skills of one name: the first's restatement is what a mention follows.
      if (!renames.has(skill.name)) renames.set(skill.name, name);
      return { ...skill, name };
    });
    return {
      document: rewriteSkillTexts({ ...doc, skills }, skillNameMentionRewriter(renames)),
      inverse: emptyInverse(),
      description: 'Skill display names restated.',
    };
  },
};
