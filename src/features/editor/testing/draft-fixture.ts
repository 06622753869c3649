import { harnessDocumentSchema, splitEntities } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { json, type Call } from '../../../lib/testing/fake-api';
import { useEditorStore } from '../store/editor-store';
import type { Draft, DraftEntity } from '../types';

// The editor's component tests: the sample harness as the server's draft (values with their
// defaults, as the server stores them), and the routes the editors call.

export const HARNESS = 'h1';
const base = `/harnesses/${HARNESS}/draft`;

export function sampleDraft(): Draft {
  const doc = harnessDocumentSchema.parse(sampleHarness);
  const positions = new Map<string, number>();
  const entities: DraftEntity[] = splitEntities(doc).map((e) => {
    const position = positions.get(e.kind) ?? 0;
    positions.set(e.kind, position + 1);
    return {
      ...e,
      position,
      revision: 3,
      updatedAt: '2026-12-01T08:00:00.000Z',
      updatedBy: 'alice',
    };
  });
  return { harnessId: HARNESS, entities, document: doc, diagnostics: [] } as Draft;
}

export function entityOf(draft: Draft, kind: string, key: string): DraftEntity {
  const found = draft.entities.find((e) => e.kind === kind && e.key === key);
  if (!found) throw new Error(`no ${kind} ${key} in the sample`);
  return found;
}

/** "PUT" route of one entity: answers with the saved entity, its revision one more. */
export function savedAnswer(draft: Draft, kind: string, key: string) {
  return (call: Call) =>
    json({ ...entityOf(draft, kind, key), value: call.body, revision: 4, updatedBy: 'me' });
}

export const draftRoute = `GET ${base}`;
export const entityRoute = (kind: string, key: string) =>
  `PUT ${base}/entities/${kind}/${encodeURIComponent(key)}`;

/** No unsaved edits from an earlier test (they live in the store and localStorage). */
export function resetEditor() {
  localStorage.clear();
  useEditorStore.setState({ buffers: {}, problemsOpen: false });
}
