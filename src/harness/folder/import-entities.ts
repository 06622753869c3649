import { toPointer } from '../diagnostics';
import { splitFrontMatter } from './front-matter';
import { splitHookFile } from './hook-file';
import type { ImportState } from './import-state';
import { PROMOTIONS_FILE, SECTION_FILE, hookPath, skillPath, toolPath } from './paths';
import { isRecord } from './yaml-io';

type Json = Record<string, unknown>;

/** Fields a file leaves out stay out, so a document round-trips key for key. */
function defined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function missing(state: ImportState, pointer: string, path: string, key: string, where: string) {
  state.error(
    pointer,
    'folder.missing_file',
    `${path} is missing, but harness.yaml lists "${key}" under ${where}. Add the file or remove the entry.`,
    { file: path, key, where },
  );
}

function frontMatter(state: ImportState, path: string, text: string, pointer: string) {
  const parts = splitFrontMatter(text);
  if (!parts) {
    state.error(
      pointer,
      'folder.bad_front_matter',
      `${path} must start with YAML front matter between two "---" lines.`,
      { file: path },
    );
    return undefined;
  }
  const meta = state.mapping(path, parts.yaml, pointer);
  return meta && { meta, body: parts.body };
}

export function readSections(state: ImportState, keys: readonly string[]): Json[] {
  const byKey = new Map<string, string[]>();
  for (const path of [...state.files.keys()].sort()) {
    const m = SECTION_FILE.exec(path);
    if (m) byKey.set(m[2] as string, [...(byKey.get(m[2] as string) ?? []), path]);
  }
  const out: Json[] = [];
  for (const key of keys) {
    const pointer = toPointer(['prompt', 'sections', out.length]);
    const [path, ...others] = byKey.get(key) ?? [];
    if (!path) {
      missing(state, pointer, `prompts/<NN>-${key}.md`, key, 'prompt.sections');
      continue;
    }
    if (others.length > 0) {
      others.forEach((p) => state.take(p));
      const files = [path, ...others].join(' and ');
      state.error(
        pointer,
        'folder.ambiguous_file',
        `${files} are all section "${key}"; keep one of them.`,
        { files, key },
      );
    }
    const parsed = frontMatter(state, path, state.take(path) as string, pointer);
    if (!parsed) continue;
    const { id, ...rest } = parsed.meta;
    out.push(defined({ id: id ?? key, ...rest, body: parsed.body }));
    state.sources[pointer] = path;
  }
  return out;
}

/** Agent Skills also write `allowed-tools` as one space-separated string. */
const toolList = (value: unknown) =>
  typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;

export function readSkills(state: ImportState, keys: readonly string[]): Json[] {
  const out: Json[] = [];
  for (const key of keys) {
    const pointer = toPointer(['skills', out.length]);
    const path = skillPath(key);
    const text = state.take(path);
    if (text === undefined) {
      missing(state, pointer, path, key, 'skills');
      continue;
    }
    const parsed = frontMatter(state, path, text, pointer);
    if (!parsed) continue;
    const { name, title, description, 'allowed-tools': tools, enabled, ...rest } = parsed.meta;
    out.push(
      defined({
        id: name ?? key,
        name: title,
        description,
        instructions: parsed.body,
        allowedTools: toolList(tools),
        enabled,
        ...rest,
      }),
    );
    state.sources[pointer] = path;
  }
  return out;
}

export function readTools(state: ImportState, keys: readonly string[]): Json[] {
  const out: Json[] = [];
  for (const key of keys) {
    const pointer = toPointer(['tools', out.length]);
    const path = toolPath(key);
    const text = state.take(path);
    if (text === undefined) {
      missing(state, pointer, path, key, 'tools');
      continue;
    }
    const tool = state.json(path, text, pointer);
    if (tool === undefined) continue;
    if (!isRecord(tool)) {
      state.error(pointer, 'folder.not_object', `${path} should hold one JSON object: the tool.`, {
        file: path,
      });
      continue;
    }
    out.push(tool.name === undefined ? { name: key, ...tool } : tool);
    state.sources[pointer] = path;
  }
  return out;
}

export function readHooks(state: ImportState, keys: readonly string[]): Json[] {
  const out: Json[] = [];
  for (const key of keys) {
    const pointer = toPointer(['hooks', out.length]);
    const path = hookPath(key);
    const text = state.take(path);
    if (text === undefined) {
      missing(state, pointer, path, key, 'hooks');
      continue;
    }
    const parts = splitHookFile(text);
    if (!parts) {
      state.error(
        pointer,
        'folder.bad_hook_header',
        `${path} must start with a "/* harness-hook" comment holding its settings ` +
          '(at least "event: before_reply"), closed by a line "*/".',
        { file: path },
      );
      continue;
    }
    const meta = state.mapping(path, parts.yaml, pointer);
    if (!meta) continue;
    const { id, ...rest } = meta;
    out.push(defined({ id: id ?? key, ...rest, source: parts.source }));
    state.sources[pointer] = path;
  }
  return out;
}

/** promotions.yaml maps each promotion id to its fields; harness.yaml gives the order. */
export function readPromotions(state: ImportState, keys: readonly string[]): Json[] {
  const text = state.take(PROMOTIONS_FILE);
  if (text === undefined) {
    if (keys.length > 0) {
      state.error(
        '/promotions',
        'folder.missing_file',
        `${PROMOTIONS_FILE} is missing, but harness.yaml lists ${keys.length} promotion(s).`,
        { file: PROMOTIONS_FILE, count: keys.length },
      );
    }
    return [];
  }
  const entries = state.mapping(PROMOTIONS_FILE, text, '/promotions');
  if (!entries) return [];
  const out: Json[] = [];
  for (const key of keys) {
    const pointer = toPointer(['promotions', out.length]);
    const entry = entries[key];
    if (entry === undefined) {
      state.error(
        pointer,
        'folder.missing_entry',
        `${PROMOTIONS_FILE} has no entry "${key}", but harness.yaml lists it under promotions.`,
        { file: PROMOTIONS_FILE, key },
      );
      continue;
    }
    if (!isRecord(entry)) {
      state.error(
        pointer,
        'folder.not_mapping',
        `${PROMOTIONS_FILE}: "${key}" should hold the promotion's fields.`,
        { file: PROMOTIONS_FILE, key },
      );
      continue;
    }
    const { id, ...rest } = entry;
    out.push(defined({ id: id ?? key, ...rest }));
    state.sources[pointer] = PROMOTIONS_FILE;
  }
  for (const key of Object.keys(entries)) {
    if (keys.includes(key)) continue;
    state.warn(
      '/promotions',
      'folder.unlisted_entry',
      `${PROMOTIONS_FILE} has "${key}", which harness.yaml does not list under promotions, ` +
        'so it was left out. Add it to that list to include it.',
      { file: PROMOTIONS_FILE, key },
    );
  }
  return out;
}
