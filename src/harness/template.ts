/** `{{ name }}` or `{{name.path}}`; whitespace inside the braces is allowed. */
const VARIABLE = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)*)\s*\}\}/g;

export interface TemplateVariable {
  name: string;
  /** Character offset of the opening braces in the text. */
  offset: number;
  length: number;
}

export function extractVariables(text: string): TemplateVariable[] {
  const out: TemplateVariable[] = [];
  for (const m of text.matchAll(VARIABLE)) {
    out.push({ name: m[1] as string, offset: m.index, length: m[0].length });
  }
  return out;
}

/** Replaces each variable by `lookup(name)`; deterministic and never throws. */
export function renderTemplate(text: string, lookup: (name: string) => string): string {
  return text.replace(VARIABLE, (_m, name: string) => lookup(name));
}
