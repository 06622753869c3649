import type { HarnessDocument, HarnessDocumentInput } from '../schema/document';
import { joinFrontMatter } from './front-matter';
import { joinHookFile } from './hook-file';
import {
  MANIFEST_FILE,
  PREFERENCES_FILE,
  PROMOTIONS_FILE,
  fileKeys,
  hookPath,
  sectionPath,
  skillPath,
  toolPath,
} from './paths';
import { isRecord, toYaml } from './yaml-io';

type Json = Record<string, unknown>;
type Files = Record<string, string>;

const MANIFEST_HEADER =
  '# Harness Studio folder. The lists under prompt.sections, skills, tools, hooks and\n' +
  '# promotions give their order; each entry names a file (or a promotions.yaml entry).\n';

/** Fields kept in files of their own; everything else stays in harness.yaml. */
const OWN_FILES = new Set(['prompt', 'skills', 'tools', 'hooks', 'preferences', 'promotions']);

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.map((v) => (isRecord(v) ? v : {})) : [];

/** The id goes into the file only when the file name cannot carry it. */
function withoutId(entity: Json, idField: string, key: string): Json {
  const { [idField]: id, ...rest } = entity;
  return id === key ? rest : { [idField]: id, ...rest };
}

function exportSections(sections: Json[], files: Files): string[] {
  const keys = fileKeys(
    sections.map((s) => s.id),
    'section',
  );
  const width = Math.max(2, String(sections.length).length);
  sections.forEach((section, i) => {
    const key = keys[i] as string;
    const { body, ...meta } = withoutId(section, 'id', key);
    files[sectionPath(i + 1, width, key)] = joinFrontMatter(toYaml(meta), String(body ?? ''));
  });
  return keys;
}

/** Agent Skills front matter: `name` is the id, so the display name travels as `title`. */
function exportSkills(skills: Json[], files: Files): string[] {
  const keys = fileKeys(
    skills.map((s) => s.id),
    'skill',
  );
  skills.forEach((skill, i) => {
    const { id, name, description, instructions, allowedTools, enabled, ...rest } = skill;
    const meta = { name: id, title: name, description, 'allowed-tools': allowedTools, enabled };
    files[skillPath(keys[i] as string)] = joinFrontMatter(
      toYaml({ ...meta, ...rest }),
      String(instructions ?? ''),
    );
  });
  return keys;
}

function exportTools(tools: Json[], files: Files): string[] {
  const keys = fileKeys(
    tools.map((t) => t.name),
    'tool',
  );
  tools.forEach((tool, i) => {
    files[toolPath(keys[i] as string)] = JSON.stringify(tool, null, 2) + '\n';
  });
  return keys;
}

function exportHooks(hooks: Json[], files: Files): string[] {
  const keys = fileKeys(
    hooks.map((h) => h.id),
    'hook',
  );
  hooks.forEach((hook, i) => {
    const key = keys[i] as string;
    const { source, ...settings } = withoutId(hook, 'id', key);
    files[hookPath(key)] = joinHookFile(settings, String(source ?? ''));
  });
  return keys;
}

function exportPromotions(promotions: Json[], files: Files): string[] {
  const keys = fileKeys(
    promotions.map((p) => p.id),
    'promotion',
  );
  const byKey: Json = {};
  promotions.forEach((p, i) => {
    const key = keys[i] as string;
    byKey[key] = withoutId(p, 'id', key);
  });
  files[PROMOTIONS_FILE] = toYaml(byKey);
  return keys;
}

/** A harness as a folder of small files (path -> text) that reads well and diffs well in git. */
export function exportFolder(doc: HarnessDocumentInput | HarnessDocument): Files {
  const d = doc as unknown as Json;
  const files: Files = {};
  const manifest: Json = {};
  for (const [field, value] of Object.entries(d)) {
    if (!OWN_FILES.has(field) && value !== undefined) manifest[field] = value;
  }
  if (d.prompt !== undefined) {
    const { sections, ...rest } = isRecord(d.prompt) ? d.prompt : {};
    manifest.prompt = rest;
    if (sections !== undefined) rest.sections = exportSections(list(sections), files);
  }
  if (d.skills !== undefined) manifest.skills = exportSkills(list(d.skills), files);
  if (d.tools !== undefined) manifest.tools = exportTools(list(d.tools), files);
  if (d.hooks !== undefined) manifest.hooks = exportHooks(list(d.hooks), files);
  if (d.promotions !== undefined) manifest.promotions = exportPromotions(list(d.promotions), files);
  if (d.preferences !== undefined) files[PREFERENCES_FILE] = toYaml(d.preferences);
  return { [MANIFEST_FILE]: MANIFEST_HEADER + toYaml(manifest), ...files };
}
