import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders, type Answer } from '../../../lib/testing/fake-api';
import type { Draft } from '../types';
import { draftRoute, entityRoute, resetEditor, sampleDraft, savedAnswer } from './draft-fixture';

// The set-up every editor form's component test shares: a clean editor store and language
// before each test, the draft route answered with the sample, the saves the test expects.

/** Call once at the top of a test file: no edits, fetch stub or language left by a test. */
export function resetEditorAroundEachTest() {
  beforeEach(resetEditor);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useLanguageStore.setState({ chosen: null });
  });
}

/** The text of a field's error list (the form puts it at `<input id>-errors`). */
export const errorsOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-errors`)?.textContent ?? '';

interface EditorRoutes {
  /** The server's draft; the sample when left out. */
  draft?: Draft;
  /** Entities whose PUT answers with the saved entity (kind, key). */
  saves?: [kind: string, key: string][];
  /** Any other route, or a PUT answering otherwise. */
  routes?: Record<string, Answer>;
}

/** Renders an editor form against the fake API; returns the draft served and the calls made. */
export function renderEditor(
  ui: ReactElement,
  { draft, saves = [], routes = {} }: EditorRoutes = {},
) {
  const served = draft ?? sampleDraft();
  const calls = fakeApi({
    [draftRoute]: json(served),
    ...Object.fromEntries(
      saves.map(([kind, key]) => [entityRoute(kind, key), savedAnswer(served, kind, key)]),
    ),
    ...routes,
  });
  renderWithProviders(ui);
  return { draft: served, calls };
}
