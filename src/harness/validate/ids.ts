import { error, toPointer, type Diagnostic } from '../diagnostics';
import type { ParamsOf } from '../diagnostic-codes';
import type { HarnessDocument } from '../schema/document';

type DuplicateCode =
  | 'skill.duplicate_id'
  | 'tool.duplicate_name'
  | 'hook.duplicate_id'
  | 'promotion.duplicate_id'
  | 'prompt.duplicate_section_id'
  | 'prompt.duplicate_variable';
type Params = ParamsOf<DuplicateCode>;

interface DuplicateRule {
  /** Path of the list in the document. */
  list: readonly string[];
  /** Field holding the id inside each item. */
  field: string;
  code: DuplicateCode;
  describe: (p: Params) => string;
}

const RULES: readonly DuplicateRule[] = [
  {
    list: ['skills'],
    field: 'id',
    code: 'skill.duplicate_id',
    describe: ({ id, first }) =>
      `Skill id "${id}" is already used by skill #${first}. Give this skill a different id.`,
  },
  {
    list: ['tools'],
    field: 'name',
    code: 'tool.duplicate_name',
    describe: ({ id, first }) =>
      `Tool name "${id}" is already used by tool #${first}. The model could not tell them apart: rename one.`,
  },
  {
    list: ['hooks'],
    field: 'id',
    code: 'hook.duplicate_id',
    describe: ({ id, first }) =>
      `Hook id "${id}" is already used by hook #${first}. Give this hook a different id.`,
  },
  {
    list: ['promotions'],
    field: 'id',
    code: 'promotion.duplicate_id',
    describe: ({ id, first }) =>
      `Promotion id "${id}" is already used by promotion #${first}. Give this promotion a different id.`,
  },
  {
    list: ['prompt', 'sections'],
    field: 'id',
    code: 'prompt.duplicate_section_id',
    describe: ({ id, first }) =>
      `Section id "${id}" is already used by section #${first}. Give this section a different id.`,
  },
  {
    list: ['prompt', 'variables'],
    field: 'name',
    code: 'prompt.duplicate_variable',
    describe: ({ id, first }) =>
      `Variable "${id}" is already declared as variable #${first}. Remove this one or rename it.`,
  },
];

function listAt(doc: HarnessDocument, path: readonly string[]): readonly Record<string, unknown>[] {
  let node: unknown = doc;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as Record<string, unknown>[];
}

/** Every second and later use of an id is reported; the first one keeps it. */
export function checkDuplicateIds(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of RULES) {
    const seen = new Map<string, number>();
    listAt(doc, rule.list).forEach((item, i) => {
      const id = String(item[rule.field]);
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else {
        const params = { id, first: first + 1 };
        out.push(
          error(toPointer([...rule.list, i, rule.field]), rule.code, rule.describe(params), params),
        );
      }
    });
  }
  return out;
}
