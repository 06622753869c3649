import { toPointer } from '../diagnostics';
import { matchKeyed } from './keyed-list';
import { isPlainObject } from './same-json';
import type { FieldChange } from './types';
import { dotted, leaf, walkFields, type Label, type Segment } from './walk';

type Item = Record<string, unknown>;

interface KeyedList {
  field: 'sections' | 'variables';
  keyField: 'id' | 'name';
  noun: string;
}

const LISTS: readonly KeyedList[] = [
  { field: 'sections', keyField: 'id', noun: 'section' },
  { field: 'variables', keyField: 'name', noun: 'variable' },
];

const items = (v: unknown): Item[] => (Array.isArray(v) ? v.filter(isPlainObject) : []);

/** Sections and variables by id, so edits, additions and moves read per item. */
function keyedFields(list: KeyedList, before: unknown, after: unknown, out: FieldChange[]): void {
  const { field, keyField, noun } = list;
  const subject = (key: string) => `${noun} \`${key}\``;
  const label: Label = (path) => {
    const rest = path.slice(2).join('.');
    return rest ? `${subject(String(path[1]))} ${rest}` : subject(String(path[1]));
  };
  const match = matchKeyed(items(before), items(after), (item) => String(item[keyField]));
  for (const p of match.present) {
    const path: Segment[] = [field, p.key];
    if (!p.before) {
      out.push(leaf(path, label, 'added', undefined, p.after));
      continue;
    }
    if (p.moved) {
      out.push({
        path: toPointer(path),
        change: 'moved',
        before: p.beforeIndex,
        after: p.afterIndex,
        summary: `${subject(p.key)} moved (position ${p.beforeIndex + 1} → ${p.afterIndex + 1})`,
      });
    }
    walkFields(p.before, p.after, path, label, out);
  }
  for (const p of match.removed)
    out.push(leaf([field, p.key], label, 'removed', p.before, undefined));
}

export function promptFields(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  for (const list of LISTS) keyedFields(list, b[list.field], a[list.field], out);
  const { sections: _s1, variables: _v1, ...restB } = b;
  const { sections: _s2, variables: _v2, ...restA } = a;
  walkFields(restB, restA, [], dotted, out);
  return out;
}
