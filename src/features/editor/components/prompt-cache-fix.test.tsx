// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HARNESS, entityOf, sampleDraft } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import type { Draft } from '../types';
import { PromptEditor } from './prompt-editor';

resetEditorAroundEachTest();

/** The sample before its cache-friendly layout: every section in the system prompt. */
function documentLayoutDraft(): Draft {
  const draft = sampleDraft();
  const meta = entityOf(draft, 'meta', 'meta').value as { settings: Record<string, unknown> };
  delete meta.settings.promptLayout;
  delete (draft.document as { settings: Record<string, unknown> }).settings.promptLayout;
  return draft;
}

const sectionButton = (title: string) =>
  screen
    .getAllByRole('button')
    .find((b) => b.classList.contains('section-pick') && b.textContent === title)!;

it('offers the cache-friendly layout at the warning, and saves it in the settings', async () => {
  const { calls } = renderEditor(<PromptEditor harnessId={HARNESS} readOnly={false} />, {
    draft: documentLayoutDraft(),
    saves: [['meta', 'meta']],
  });
  await screen.findByLabelText('Section id');
  fireEvent.click(sectionButton('正在进行的活动'));
  const said = await screen.findByText(/For every viewer, [\d,]+ characters and 5 tools after/);
  // Said in the warning colour beside its fixes; the body stays valid.
  expect(said.className).toBe('field-warning');
  expect(document.querySelector('.field-invalid')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Use the cache-friendly layout' }));
  await screen.findByText('The harness now uses the cache-friendly prompt layout.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe(`/harnesses/${HARNESS}/draft/entities/meta/meta`);
  expect(put.body).toMatchObject({ settings: { promptLayout: 'cache-friendly' } });
});

it('moves the section to the end instead, as an edit of the prompt', async () => {
  const { calls } = renderEditor(<PromptEditor harnessId={HARNESS} readOnly={false} />, {
    draft: documentLayoutDraft(),
  });
  await screen.findByLabelText('Section id');
  fireEvent.click(sectionButton('正在进行的活动'));
  fireEvent.click(await screen.findByRole('button', { name: 'Move this section to the end' }));
  const picks = screen.getAllByRole('button').filter((b) => b.classList.contains('section-pick'));
  expect(picks.at(-1)!.textContent).toBe('正在进行的活动');
  expect(picks.at(-1)!.getAttribute('aria-current')).toBe('true');
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});

it('offers nothing on the sample, which already uses the cache-friendly layout', async () => {
  renderEditor(<PromptEditor harnessId={HARNESS} readOnly={false} />);
  await screen.findByLabelText('Section id');
  fireEvent.click(sectionButton('正在提问的观众'));
  expect(screen.queryByRole('button', { name: 'Use the cache-friendly layout' })).toBeNull();
  expect(screen.queryByText(/For every viewer/)).toBeNull();
  // The preview shows the per-turn message apart from the system prompt.
  const turn = await screen.findByTestId('prompt-preview-turn');
  expect(turn.textContent).toContain('昵称：爱喝茶的小王');
  expect(screen.getByTestId('prompt-preview').textContent).not.toContain('昵称：');
  expect(
    screen.getByText('Per-turn message (role system), just before the viewer’s message'),
  ).toBeTruthy();
});
