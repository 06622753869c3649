import type { Diagnostic } from '../diagnostics';
import { readHooks, readPromotions, readSections, readSkills, readTools } from './import-entities';
import { ImportState } from './import-state';
import { MANIFEST_FILE, PREFERENCES_FILE, PROMOTIONS_FILE, SECTION_FILE, isFileKey } from './paths';
import { isRecord } from './yaml-io';

export interface FolderImport {
  /** The assembled document, still to be checked with validateHarness. */
  document?: unknown;
  diagnostics: Diagnostic[];
  /** Document pointer -> file it came from; the longest matching prefix locates a diagnostic. */
  sources: Record<string, string>;
}

/** A list of file keys from harness.yaml; bad entries are reported and dropped. */
function orderList(state: ImportState, value: unknown, where: string, pointer: string) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    state.error(
      pointer,
      'folder.bad_order',
      `${MANIFEST_FILE}: "${where}" should be a list of names, one per file, like [greeting, coupon-push].`,
      { file: MANIFEST_FILE, where },
    );
    return undefined;
  }
  const seen = new Set<string>();
  const keys: string[] = [];
  for (const key of value as string[]) {
    if (!isFileKey(key)) {
      state.error(
        pointer,
        'folder.bad_key',
        `${MANIFEST_FILE}: "${key}" under ${where} cannot name a file; use letters, digits, "-" and "_".`,
        { file: MANIFEST_FILE, key, where },
      );
    } else if (seen.has(key.toLowerCase())) {
      state.error(
        pointer,
        'folder.duplicate_entry',
        `${MANIFEST_FILE} lists "${key}" more than once under ${where} (file names ignore case).`,
        { file: MANIFEST_FILE, key, where },
      );
    } else {
      seen.add(key.toLowerCase());
      keys.push(key);
    }
  }
  return keys;
}

const LISTED_FILES: [RegExp, string][] = [
  [/^skills\/([^/]+)\/SKILL\.md$/, 'skills'],
  [/^tools\/([^/]+)\.json$/, 'tools'],
  [/^hooks\/([^/]+)\.js$/, 'hooks'],
  [SECTION_FILE, 'prompt.sections'],
];

function reportUnused(state: ImportState): void {
  for (const path of state.files.keys()) {
    if (state.used.has(path)) continue;
    const listed = LISTED_FILES.map(([re, where]) => [re.exec(path), where] as const).find(
      ([m]) => m,
    );
    const message = listed
      ? `${path} is not listed under ${listed[1]} in ${MANIFEST_FILE}, so it was left out. ` +
        `Add "${listed[0]?.at(-1)}" to that list to include it.`
      : `${path} is not part of the harness folder layout, so it was ignored.`;
    const params = listed ? { key: listed[0]?.at(-1), where: listed[1] } : {};
    state.warn('', 'folder.unexpected_file', message, { file: path, ...params });
  }
}

/** Reads a folder exported by exportFolder (path -> text); reports problems, never throws. */
export function importFolder(files: Record<string, string>): FolderImport {
  const state = new ImportState(files);
  const done = (document?: unknown): FolderImport => ({
    document,
    diagnostics: state.diagnostics,
    sources: state.sources,
  });
  const text = state.take(MANIFEST_FILE);
  if (text === undefined) {
    state.error(
      '',
      'folder.missing_manifest',
      `${MANIFEST_FILE} is missing; a harness folder needs it at its top level.`,
      { file: MANIFEST_FILE },
    );
    return done();
  }
  const manifest = state.mapping(MANIFEST_FILE, text, '');
  if (!manifest) return done();
  state.sources[''] = MANIFEST_FILE;

  const { prompt, skills, tools, hooks, promotions, ...doc } = manifest;
  if (isRecord(prompt)) {
    const { sections, ...rest } = prompt;
    const keys = orderList(state, sections, 'prompt.sections', '/prompt/sections');
    doc.prompt = keys ? { ...rest, sections: readSections(state, keys) } : rest;
  } else if (prompt !== undefined) {
    state.error(
      '/prompt',
      'folder.bad_order',
      `${MANIFEST_FILE}: "prompt" should hold "variables" and the list of "sections".`,
      { file: MANIFEST_FILE },
    );
  }
  const readers = [
    ['skills', skills, readSkills],
    ['tools', tools, readTools],
    ['hooks', hooks, readHooks],
    ['promotions', promotions, readPromotions],
  ] as const;
  for (const [field, value, read] of readers) {
    const keys = orderList(state, value, field, `/${field}`);
    if (keys) doc[field] = read(state, keys);
  }

  const prefs = state.take(PREFERENCES_FILE);
  if (prefs === undefined) {
    state.error(
      '/preferences',
      'folder.missing_file',
      `${PREFERENCES_FILE} is missing; it holds the shop's preferences.`,
      { file: PREFERENCES_FILE },
    );
  } else {
    const value = state.mapping(PREFERENCES_FILE, prefs, '/preferences');
    if (value) doc.preferences = value;
    state.sources['/preferences'] = PREFERENCES_FILE;
  }
  if (state.used.has(PROMOTIONS_FILE)) state.sources['/promotions'] = PROMOTIONS_FILE;
  reportUnused(state);
  return done(doc);
}
