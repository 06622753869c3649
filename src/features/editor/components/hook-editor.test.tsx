// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Hook } from '../../../harness';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { hookStarterSource } from '../model/entity-templates';
import { HARNESS, entityRoute, sampleDraft } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import type { Draft } from '../types';
import { DraftOverview } from './draft-overview';
import { HookEditor } from './hook-editor';

resetEditorAroundEachTest();

const holdRoute = `GET /harnesses/${HARNESS}/traces/reply-hold`;
const measured = json({ turns: 42, p50Ms: 3120.4, p95Ms: 6100, sinceHours: 24 });

/** The sample's draft with its hooks at the events given, in order, on unless a change says off. */
function draftWith(...changes: Partial<Hook>[]): { draft: Draft; keys: string[] } {
  const draft = sampleDraft();
  // The sample has one hook, kept off (its checks are built-in guards): more are its copies.
  const first = draft.entities.find((e) => e.kind === 'hook')!;
  for (let i = 1; i < changes.length; i++) {
    const key = `${first.key}-${i + 1}`;
    draft.entities.push({ ...first, key, value: { ...(first.value as Hook), id: key } });
  }
  const hooks = draft.entities.filter((e) => e.kind === 'hook');
  hooks.forEach((e, i) => {
    e.value = { ...(e.value as Hook), event: 'before_sentence', enabled: true, ...changes[i] };
  });
  return { draft, keys: hooks.map((e) => e.key) };
}

it('says what a before_reply hook holds back, measured on recent turns, and suggests before_sentence', async () => {
  const { draft, keys } = draftWith({ event: 'before_reply' });
  renderEditor(<HookEditor harnessId={HARNESS} hookId={keys[0]!} readOnly={false} />, {
    draft,
    routes: { [holdRoute]: measured },
  });
  const note = await screen.findByRole('note');
  await waitFor(() =>
    expect(within(note).getByText(/^Holds the first word/).textContent).toBe(
      'Holds the first word until the last: P50 +3,120 ms (42 turns, last 24 h)',
    ),
  );
  expect(note.textContent).toContain('can run on before_sentence instead');
  const event = screen.getByLabelText('Runs at') as HTMLSelectElement;
  expect(within(event).getByRole('option', { name: /^before_sentence: / }).textContent).toBe(
    'before_sentence: each sentence before it is said',
  );
  expect(screen.getByText(/^Checks the whole reply/)).toBeTruthy();

  // On before_sentence the note goes and the event's own explanation shows.
  fireEvent.change(event, { target: { value: 'before_sentence' } });
  expect(screen.queryByRole('note')).toBeNull();
  expect(screen.getByText(/^Checks one sentence at a time/)).toBeTruthy();
});

it('gives a new hook moved to before_sentence the sentence starter, and saves it', async () => {
  const { draft, keys } = draftWith({
    event: 'user_message',
    source: hookStarterSource('user_message'),
  });
  const { calls } = renderEditor(
    <HookEditor harnessId={HARNESS} hookId={keys[0]!} readOnly={false} />,
    { draft, saves: [['hook', keys[0]!]], routes: { [holdRoute]: measured } },
  );
  fireEvent.change(await screen.findByLabelText('Runs at'), {
    target: { value: 'before_sentence' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe(entityRoute('hook', keys[0]!).replace(/^PUT /, ''));
  expect(put.body).toMatchObject({
    event: 'before_sentence',
    source: hookStarterSource('before_sentence'),
  });
});

it('says in Chinese when there are no recent turns to measure', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const { draft, keys } = draftWith({ event: 'before_reply' });
  renderEditor(<HookEditor harnessId={HARNESS} hookId={keys[0]!} readOnly={false} />, {
    draft,
    routes: { [holdRoute]: json({ turns: 0, p50Ms: null, p95Ms: null, sinceHours: 24 }) },
  });
  await waitFor(() =>
    expect(screen.getByRole('note').querySelector('strong')?.textContent).toBe(
      '在最后一个字写完前不放出第一个字：最近 24 小时没有可测量的对话轮次。',
    ),
  );
  expect(screen.getByRole('note').textContent).toContain('before_sentence');
});

it('the draft overview names the enabled before_reply hooks with the same figure, and only then', async () => {
  const { draft, keys } = draftWith(
    { event: 'before_reply' },
    { event: 'before_reply', enabled: false },
    { event: 'before_reply' },
  );
  const routes = { [holdRoute]: measured, [`GET /harnesses/${HARNESS}/test-cases`]: json([]) };
  const { calls } = renderEditor(<DraftOverview harnessId={HARNESS} kinds={['hook']} />, {
    draft,
    routes,
  });
  const note = await screen.findByRole('note');
  expect(note.textContent).toContain(
    `Whole-reply hooks (before_reply): ${keys[0]}, ${keys[2]}.Holds the first word`,
  );
  await waitFor(() => expect(note.textContent).toContain('P50 +3,120 ms (42 turns, last 24 h)'));
  expect(calls.filter((c) => c.path.endsWith('/reply-hold'))).toHaveLength(1);
});

it('the draft overview says nothing of holding when every check runs per sentence', async () => {
  const { draft } = draftWith({ event: 'before_sentence' });
  renderEditor(<DraftOverview harnessId={HARNESS} kinds={['hook']} />, {
    draft,
    routes: { [holdRoute]: measured, [`GET /harnesses/${HARNESS}/test-cases`]: json([]) },
  });
  await screen.findByTestId('count-hook');
  expect(screen.queryByRole('note')).toBeNull();
});
