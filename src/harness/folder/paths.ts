export const MANIFEST_FILE = 'harness.yaml';
export const PREFERENCES_FILE = 'preferences.yaml';
export const PROMOTIONS_FILE = 'promotions.yaml';

export const skillPath = (key: string) => `skills/${key}/SKILL.md`;
export const toolPath = (key: string) => `tools/${key}.json`;
export const hookPath = (key: string) => `hooks/${key}.js`;
export const sectionPath = (position: number, width: number, key: string) =>
  `prompts/${String(position).padStart(width, '0')}-${key}.md`;

/** `prompts/<NN>-<key>.md`: the number is for people browsing; harness.yaml holds the order. */
export const SECTION_FILE = /^prompts\/(\d+)-([^/]+)\.md$/;

/** Keys name files, so they are plain names: no separators, no dots, nothing to escape. */
const KEY = /^[A-Za-z0-9_~-]{1,80}$/;
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isFileKey = (key: string) => KEY.test(key);

/**
 * One file key per entity: its id when that is a plain name, unique even on a
 * case-insensitive disk; otherwise a cleaned name with `~N`, and the file then
 * records the real id.
 */
export function fileKeys(ids: readonly unknown[], fallback: string): string[] {
  const taken = new Set<string>();
  return ids.map((id, i) => {
    let key = typeof id === 'string' && PLAIN_ID.test(id) ? id : '';
    if (!key || taken.has(key.toLowerCase())) {
      const base =
        (typeof id === 'string' ? id.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 64) : '') ||
        `${fallback}-${i + 1}`;
      let n = 2;
      while (taken.has(`${base}~${n}`.toLowerCase())) n++;
      key = `${base}~${n}`;
    }
    taken.add(key.toLowerCase());
    return key;
  });
}
