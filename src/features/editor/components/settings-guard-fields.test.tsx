// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentFieldLabel } from '../../../lib/field-label-keys';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS, entityOf, sampleDraft } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { allGuardsOn } from '../model/guard-edit';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

const routes = {
  'GET /model-endpoints': json({ items: [{ name: 'default', model: 'qwen3-4b' }] }),
};

/** The sample's draft with `guards` as given (absent: left out, an older document). */
function draftWithGuards(guards: unknown) {
  const draft = sampleDraft();
  const meta = entityOf(draft, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown> };
  const { guards: _old, ...settings } = value.settings;
  meta.value = { ...value, settings: guards === undefined ? settings : { ...settings, guards } };
  return draft;
}

type SavedGuards = { settings: { guards: ReturnType<typeof allGuardsOn> } };

it('says the guards are off for an older harness and turns them all on through the form', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    draft: draftWithGuards(undefined),
    saves: [['meta', 'meta']],
    routes,
  });
  await screen.findByText(/The built-in guards are off for this harness/);
  expect(screen.queryAllByRole('switch')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Turn on the built-in guards' }));

  const switches = screen.getAllByRole('switch');
  expect(switches).toHaveLength(4);
  for (const s of switches) expect((s as HTMLInputElement).checked).toBe(true);
  // Each says what it does with this harness's own figures: the sample's 60 % floor, 100 characters.
  const price = screen.getByRole('switch', { name: 'Price guard' });
  expect(price.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText(/never below the 60 % floor of the list price/)).toBeTruthy();
  expect(screen.getByText(/whole sentences up to 100 characters/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect((put.body as SavedGuards).settings.guards).toEqual(allGuardsOn());
});

it('switches a guard off and adds a softening word list with a replacement', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    draft: draftWithGuards(allGuardsOn()),
    saves: [['meta', 'meta']],
    routes,
  });
  fireEvent.click(await screen.findByRole('switch', { name: 'Length guard' }));
  fireEvent.change(screen.getByLabelText('A sentence with a banned word'), {
    target: { value: 'block' },
  });
  // Ordinary phrases for every word: the first "Allowed phrases", above the lists.
  const allowed = within(screen.getAllByRole('group', { name: 'Allowed phrases' })[0]!);
  fireEvent.click(allowed.getByRole('button', { name: 'Add an allowed phrase' }));
  fireEvent.change(allowed.getByLabelText('Allowed phrase 1'), { target: { value: '第一次' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a word list' }));
  const list = within(screen.getByRole('group', { name: 'Word list 1' }));
  fireEvent.change(list.getByLabelText('List name'), { target: { value: '夸大用语' } });
  fireEvent.change(list.getByLabelText('When the host says one'), { target: { value: 'soften' } });
  fireEvent.change(list.getByLabelText('Word 1'), { target: { value: '最好' } });
  fireEvent.change(list.getByLabelText('Instead of “最好”, say'), { target: { value: '很好' } });
  fireEvent.click(list.getByRole('button', { name: 'Add an allowed phrase' }));
  fireEvent.change(list.getByLabelText('Allowed phrase 1'), { target: { value: '最好喝' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Saved.');
  const guards = (calls.find((c) => c.method === 'PUT')!.body as SavedGuards).settings.guards;
  expect(guards.length.enabled).toBe(false);
  expect(guards.price.enabled).toBe(true);
  expect(guards.words).toMatchObject({
    bannedWords: 'block',
    allow: ['第一次'],
    lists: [
      {
        name: '夸大用语',
        words: ['最好'],
        action: 'soften',
        replacements: { 最好: '很好' },
        allow: ['最好喝'],
      },
    ],
  });
});

it('says an empty list name at its field in Chinese, and Save waits for it', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    draft: draftWithGuards(allGuardsOn()),
    routes,
  });
  fireEvent.click(await screen.findByRole('button', { name: '添加词表' }));
  const list = within(screen.getByRole('group', { name: '词表 1' }));
  fireEvent.change(list.getByLabelText('词 1'), { target: { value: '第一' } });
  const name = list.getByLabelText('词表名称');
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(name)).toMatch(/词表名称/);
  expect(errorsOf(name)).toMatch(/[\u4e00-\u9fff]/);
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  // Away from the form the field goes by the same label.
  expect(documentFieldLabel('/settings/guards/words/lists/0/name', 'zh-CN')).toEqual({
    label: '词表名称',
  });
});

it('edits signal words per forbidden topic (and a shop’s own topic) and the deflect line', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    draft: draftWithGuards(allGuardsOn()),
    saves: [['meta', 'meta']],
    routes,
  });
  // The sample forbids 政治, 竞品价格, 医疗功效 and 投资理财: a list of signal words each.
  const politics = within(await screen.findByRole('group', { name: 'Signal words of “政治”' }));
  // A topic without words of its own says what it is matched by.
  expect(politics.getByText(/None of its own: the studio’s 政治, 政府/)).toBeTruthy();
  fireEvent.click(politics.getByRole('button', { name: 'Add a signal word' }));
  fireEvent.change(politics.getByLabelText('Signal word 1 of “政治”'), {
    target: { value: '选举' },
  });
  fireEvent.change(screen.getByLabelText('Another topic (a shop’s own)'), {
    target: { value: '代购' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add signal words for it' }));
  fireEvent.change(screen.getByLabelText('Signal word 1 of “代购”'), { target: { value: '海外' } });
  fireEvent.change(screen.getByLabelText('Said when a viewer asks about a forbidden topic'), {
    target: { value: '这个我不方便聊，我们说回茶吧。' },
  });
  expect(screen.getByText(/a viewer who asks about one hears “这个我不方便聊/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Saved.');
  const guards = (calls.find((c) => c.method === 'PUT')!.body as SavedGuards).settings.guards;
  expect(guards.topics).toEqual({
    enabled: true,
    signals: { 政治: ['选举'], 代购: ['海外'] },
    deflect: '这个我不方便聊，我们说回茶吧。',
  });
});

it('is read-only for whoever may not edit the settings', async () => {
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly />, {
    draft: draftWithGuards(undefined),
    routes,
  });
  await screen.findByText(/The built-in guards are off for this harness/);
  expect(screen.queryByRole('button', { name: 'Turn on the built-in guards' })).toBeNull();
});

it('shows the guards on to a reader who cannot change them', async () => {
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly />, {
    draft: draftWithGuards(allGuardsOn()),
    routes,
  });
  const switches = await screen.findAllByRole('switch');
  expect(switches).toHaveLength(4);
  for (const s of switches) expect((s as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByRole('button', { name: 'Add a word list' })).toHaveProperty('disabled', true);
  expect(screen.getByLabelText('Said when a viewer asks about a forbidden topic')).toHaveProperty(
    'readOnly',
    true,
  );
});
