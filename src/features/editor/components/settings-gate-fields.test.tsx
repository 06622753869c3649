// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

it('sets the events an experiment waits for, and leaves the default out', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes: { 'GET /model-endpoints': json({ items: [{ name: 'default', model: 'qwen3-4b' }] }) },
  });
  const events = (await screen.findByLabelText(
    'Events before an experiment judges an uplift',
  )) as HTMLInputElement;
  expect(events.value).toBe('50');
  fireEvent.change(events, { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({ settings: { experiments: { minEvents: 200 } } });
});

it('turns on the cases generated from promotions, and leaves the field out when off', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes: { 'GET /model-endpoints': json({ items: [{ name: 'default', model: 'qwen3-4b' }] }) },
  });
  const box = (await screen.findByLabelText('Test cases from promotions')) as HTMLInputElement;
  expect(box.checked).toBe(false);
  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({ settings: { promotionCases: true } });
});
