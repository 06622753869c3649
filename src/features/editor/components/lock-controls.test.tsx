// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HARNESS, entityOf } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';
import { PromptEditor } from './prompt-editor';
import { SkillEditor } from './skill-editor';

// The platform locks entries for shops here: a skill, preference fields. Unlocking
// leaves the field out again, so an entity's bytes (and hash) are as before it was locked.

resetEditorAroundEachTest();

it('locks a skill for shops', async () => {
  const { draft, calls } = renderEditor(
    <SkillEditor harnessId={HARNESS} skillId="greeting" readOnly={false} />,
    { saves: [['skill', 'greeting']] },
  );
  const lock = (await screen.findByLabelText('Locked for shops')) as HTMLInputElement;
  expect(lock.checked).toBe(false);
  fireEvent.click(lock);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const stored = entityOf(draft, 'skill', 'greeting').value as object;
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...stored, locked: true });
});

it('unlocks the sample’s compliance skill without leaving `locked: false` behind', async () => {
  const { draft, calls } = renderEditor(
    <SkillEditor harnessId={HARNESS} skillId="compliance-refusal" readOnly={false} />,
    { saves: [['skill', 'compliance-refusal']] },
  );
  const lock = (await screen.findByLabelText('Locked for shops')) as HTMLInputElement;
  expect(lock.checked).toBe(true);
  fireEvent.click(lock);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const { locked, ...unlocked } = entityOf(draft, 'skill', 'compliance-refusal').value as {
    locked?: boolean;
  };
  expect(locked).toBe(true);
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual(unlocked);
});

it('locks preference fields for shops in the settings', async () => {
  const { draft, calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
  });
  await screen.findByRole('group', { name: 'Preferences locked for shops' });
  const tone = screen.getByRole('checkbox', { name: 'Tone of the host' }) as HTMLInputElement;
  expect(tone.checked).toBe(false);
  fireEvent.click(tone);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const meta = entityOf(draft, 'meta', 'meta').value as { settings: object };
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    ...meta,
    settings: { ...meta.settings, lockedPreferences: ['tone'] },
  });
});

it('locks a prompt variable for shops', async () => {
  const { draft, calls } = renderEditor(<PromptEditor harnessId={HARNESS} readOnly={false} />, {
    saves: [['prompt', 'prompt']],
  });
  const lock = (await screen.findByLabelText('Variable 1 locked for shops')) as HTMLInputElement;
  expect(lock.checked).toBe(false);
  fireEvent.click(lock);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const prompt = entityOf(draft, 'prompt', 'prompt').value as { variables: object[] };
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    ...prompt,
    variables: [{ ...prompt.variables[0], locked: true }],
  });
});
