import type { HarnessDocument } from '../../../schema/document';

/** Opening -> closing marks that make a bare word a reference: code spans and quotes. */
export const QUOTE_PAIRS: Readonly<Record<string, string>> = {
  '`': '`',
  '"': '"',
  "'": "'",
  '\u201c': '\u201d',
  '\u2018': '\u2019',
  '\u300c': '\u300d',
  '\u300e': '\u300f',
  '\u300a': '\u300b',
};

// The schema's text limits (schema/skill.ts, schema/prompt.ts): a variant must stay valid,
// so a text that a longer name would push past its limit keeps its words.
const LIMITS = { description: 1024, instructions: 50_000, title: 200, body: 100_000 };

/** Rewrites the texts that mention skills: skill descriptions and instructions, sections. */
export function rewriteSkillTexts(
  doc: HarnessDocument,
  rewriteText: (text: string) => string,
): HarnessDocument {
  const rewrite = (text: string, max: number) => {
    const out = rewriteText(text);
    return out.length <= max ? out : text;
  };
  return {
    ...doc,
    skills: doc.skills.map((s) => ({
      ...s,
      description: rewrite(s.description, LIMITS.description),
      instructions: rewrite(s.instructions, LIMITS.instructions),
    })),
    prompt: {
      ...doc.prompt,
      sections: doc.prompt.sections.map((s) => ({
        ...s,
        title: rewrite(s.title, LIMITS.title),
        body: rewrite(s.body, LIMITS.body),
      })),
    },
  };
}
