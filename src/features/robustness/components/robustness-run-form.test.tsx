// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RobustnessRunForm } from './robustness-run-form';
import { fakeApi, finishedRun, json, renderWithProviders } from './testing';

afterEach(cleanup);

const common = {
  'GET /harnesses/h1/labels': json([{ name: 'production', version: 1 }]),
  'GET /harnesses/h1/versions?limit=100': json({ items: [{ number: 1, message: 'Launch' }] }),
  'GET /model-endpoints': json({
    items: [
      { name: 'default', model: 'qwen' },
      { name: 'large', model: 'qwen-72b' },
    ],
  }),
};

describe('RobustnessRunForm', () => {
  it('sends the chosen families, numbers and endpoints side by side', async () => {
    const onStarted = vi.fn();
    const calls = fakeApi({
      ...common,
      'POST /harnesses/h1/robustness-runs': json({ ...finishedRun(), status: 'running' }, 202),
    });
    renderWithProviders(<RobustnessRunForm harnessId="h1" onStarted={onStarted} />);
    const families = screen.getByRole('group', { name: 'Families' });
    for (const name of ['Skill ids', 'Skill content', 'Tool results', 'Prompt structure', 'Hooks'])
      fireEvent.click(within(families).getByLabelText(name));
    fireEvent.change(screen.getByLabelText('Variants per family'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Trials per case'), { target: { value: '3' } });
    const models = screen.getByRole('group', { name: 'Models side by side' });
    fireEvent.click(await within(models).findByLabelText('default (qwen)'));
    fireEvent.click(within(models).getByLabelText('large (qwen-72b)'));
    fireEvent.click(screen.getByRole('button', { name: 'Start robustness run' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target: 'draft',
      families: ['tool-schemas'],
      variantsPerFamily: 1,
      trials: 3,
      seed: 1,
      endpoints: ['default', 'large'],
    });
  });

  it('shows each of the problem’s errors at its field', async () => {
    fakeApi({
      ...common,
      'POST /harnesses/h1/robustness-runs': json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'The request has 2 errors.',
          errors: [
            {
              pointer: '/trials',
              message: 'Use at most 20 trials per case and arm.',
              code: 'too_big',
            },
            { pointer: '/families', message: 'Name at least one family.', code: 'too_small' },
          ],
        },
        400,
      ),
    });
    renderWithProviders(<RobustnessRunForm harnessId="h1" onStarted={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Trials per case'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start robustness run' }));
    const trials = screen.getByLabelText('Trials per case');
    await vi.waitFor(() => expect(trials.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(trials.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Use at most 20 trials per case and arm.',
    );
    expect(screen.getByRole('group', { name: 'Families' }).textContent).toContain(
      'Name at least one family.',
    );
  });
});

describe('RobustnessRunForm restatements', () => {
  it('asks for approved restatements when checked, and shows a refusal at the box', async () => {
    const detail =
      'The harness has no approved restatements; propose some and approve them on the Tests screen first, or leave "restatements" out.';
    const calls = fakeApi({
      ...common,
      'POST /harnesses/h1/robustness-runs': json(
        {
          status: 409,
          title: 'Conflict',
          detail,
          errors: [
            { pointer: '/restatements', message: detail, code: 'restatements.none_approved' },
          ],
        },
        409,
      ),
    });
    renderWithProviders(<RobustnessRunForm harnessId="h1" onStarted={vi.fn()} />);
    const box = screen.getByLabelText('Use approved restatements');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Start robustness run' }));
    await vi.waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      detail,
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ restatements: true });
  });
});
