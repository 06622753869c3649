// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import type { EntityKind } from '../../../harness';
import { HARNESS, draftRoute, resetEditor, sampleDraft } from '../testing/draft-fixture';
import { useNavStore } from '../store/nav-store';
import type { Draft } from '../types';
import { EntityNav } from './entity-nav';

const KINDS: EntityKind[] = ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'];

beforeEach(() => {
  resetEditor();
  useNavStore.setState({ collapsed: [] });
  // jsdom lays nothing out: the list's scroll box gets the height a sidebar has, 600 px.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(240);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sample's draft with `count` more skills; the sample's first skill made invalid. */
function bigDraft(count: number): Draft {
  const draft = sampleDraft();
  const first = draft.entities.find((e) => e.kind === 'skill')!;
  first.value = { ...(first.value as object), description: '' };
  for (let i = 1; i <= count; i++) {
    const id = `bulk-${String(i).padStart(4, '0')}`;
    draft.entities.push({
      ...first,
      key: id,
      position: 100 + i,
      value: { ...(first.value as object), id, name: `Line ${i}`, description: 'When asked.' },
    });
  }
  return draft;
}

it('renders a window of a 1,000-skill list, with the marks of an invalid skill', async () => {
  fakeApi({ [draftRoute]: json(bigDraft(1000)) });
  renderWithProviders(<EntityNav harnessId={HARNESS} kinds={KINDS} writable={['skill']} />);

  const skills = await screen.findByRole('button', { name: /Skills/ });
  expect(skills.textContent).toContain('(1007)');
  expect(skills.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
    `/harnesses/${HARNESS}/settings`,
  );
  const rows = document.querySelectorAll('.nav-row');
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.length).toBeLessThan(100);
  expect(screen.queryByRole('link', { name: /Line 1000/ })).toBeNull();
  // The sample's first skill lost its description: an error mark, said in words too.
  const invalid = screen.getByRole('link', { name: /商品问答/ });
  expect(within(invalid).getByText('1 error', { exact: false })).toBeTruthy();
});

it('filters by id or name, says how many match, and Escape shows everything again', async () => {
  fakeApi({ [draftRoute]: json(bigDraft(1000)) });
  renderWithProviders(<EntityNav harnessId={HARNESS} kinds={KINDS} writable={['skill']} />);

  const filter = await screen.findByRole('searchbox', { name: 'Filter parts' });
  fireEvent.change(filter, { target: { value: 'BULK-0777' } });
  const link = await screen.findByRole('link', { name: 'Line 777' });
  expect(link.getAttribute('href')).toBe(`/harnesses/${HARNESS}/skills/bulk-0777`);
  expect(screen.getByRole('status').textContent).toBe('1 part matches');
  expect(document.querySelectorAll('.nav-row')).toHaveLength(2);
  // ArrowDown goes from the box to the first match (past the group's title).
  fireEvent.keyDown(filter, { key: 'ArrowDown' });
  await waitFor(() => expect(document.activeElement).toBe(link));
  // No "add" row while filtering, and the group is a title, not a toggle.
  expect(screen.queryByRole('button', { name: /New skill/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Skills/ })).toBeNull();

  fireEvent.change(filter, { target: { value: 'line 9999' } });
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('No part matches “line 9999”.'),
  );
  fireEvent.keyDown(filter, { key: 'Escape' });
  expect((filter as HTMLInputElement).value).toBe('');
  const group = await screen.findByRole('button', { name: /Skills/ });
  // Arrow keys move between rows: the group's toggle, then its first skill, then back.
  group.focus();
  fireEvent.keyDown(group, { key: 'ArrowDown' });
  await waitFor(() => expect(document.activeElement?.textContent).toMatch(/商品问答/));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  await waitFor(() => expect(document.activeElement).toBe(group));
});

it('folds a group and remembers it; a short list (12 parts or fewer) has no filter box', async () => {
  const draft = sampleDraft();
  // Settings, prompt and the 7 skills: 9 parts.
  draft.entities = draft.entities.filter((e) => ['meta', 'prompt', 'skill'].includes(e.kind));
  fakeApi({ [draftRoute]: json(draft) });
  renderWithProviders(<EntityNav harnessId={HARNESS} kinds={KINDS} writable={['skill']} />);

  const skills = await screen.findByRole('button', { name: /Skills/ });
  expect(screen.getByRole('link', { name: /发券引导/ })).toBeTruthy();
  expect(screen.queryByRole('searchbox')).toBeNull();
  fireEvent.click(skills);
  expect(skills.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: /发券引导/ })).toBeNull();
  expect(JSON.parse(localStorage.getItem('hs-nav')!).state.collapsed).toEqual(['skill']);
});

it('shows no parts section to a role that opens no part (a merchant)', async () => {
  const calls = fakeApi({ [draftRoute]: json(sampleDraft()) });
  const { container } = renderWithProviders(
    <EntityNav harnessId={HARNESS} kinds={[]} writable={[]} />,
  );
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  await new Promise((r) => setTimeout(r, 300));
  expect(container.textContent).toBe('');
});

it('renders a short list whole, so the last group and its add button are there to reach', async () => {
  // Taller than the 600 px box: 40 more skills put the promotions past the window.
  fakeApi({ [draftRoute]: json(bigDraft(40)) });
  renderWithProviders(
    <EntityNav harnessId={HARNESS} kinds={KINDS} writable={['skill', 'promotion']} />,
  );

  expect(await screen.findByRole('button', { name: /New promotion/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Line 40' })).toBeTruthy();
});
