// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Layer } from '../../../harness/experiments/layers';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { LayersPanel } from './layers-panel';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const PATH = '/harnesses/h1/labels/staging/layers';
const PROMO: Layer = {
  name: 'promo',
  salt: 'layer:h1:staging:promo',
  freeShare: 70,
  experiments: [],
};
const LABELS = [
  { harnessId: 'h1', name: 'staging', version: 3, split: null, updatedAt: '', updatedBy: 'x' },
];
const VERSIONS = [
  { number: 5, message: 'greeting' },
  { number: 4, message: 'coupon push' },
  { number: 3, message: 'base' },
];
const CONFLICT = {
  status: 409,
  title: 'Conflict',
  detail: 'Experiment exp_b2 in layer promo already changes skill coupon-push.',
  code: 'layer.conflict',
  experimentId: 'exp_b2',
  layer: 'promo',
  kind: 'skill',
  key: 'coupon-push',
};

function render(start: Parameters<typeof fakeApi>[0][string]) {
  const calls = fakeApi({
    [`GET ${PATH}`]: json({ layers: [PROMO], ended: [] }),
    'GET /harnesses/h1/labels': json(LABELS),
    [`POST ${PATH}/tone/experiments`]: start,
    [`POST ${PATH}/promo/experiments`]: start,
  });
  renderWithProviders(<LayersPanel harnessId="h1" label="staging" canMove versions={VERSIONS} />);
  return calls;
}

it('checks as typed: a bad layer name and a share out of range at their fields, nothing sent', async () => {
  const calls = render(json({}, 500));
  const name = await screen.findByLabelText('Layer');
  // The label's layer is the default and its free share the share.
  expect((name as HTMLInputElement).value).toBe('promo');
  const share = screen.getByLabelText('Share of the layer (%)') as HTMLInputElement;
  expect(share.value).toBe('70');
  fireEvent.change(name, { target: { value: 'Tone!' } });
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(/lower-case letters, digits or dashes, starting/)).toBeTruthy();
  // A new layer starts at half its viewers.
  fireEvent.change(name, { target: { value: 'tone' } });
  expect(share.value).toBe('50');
  fireEvent.change(share, { target: { value: '120' } });
  expect(share.getAttribute('aria-invalid')).toBe('true');
  expect(
    (screen.getByRole('button', { name: 'Start experiment' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('says a conflict with another layer at the version, naming the experiment and the skill', async () => {
  const calls = render(json({ ...CONFLICT, layer: 'promo' }, 409));
  const name = await screen.findByLabelText('Layer');
  fireEvent.change(name, { target: { value: 'tone' } });
  fireEvent.change(screen.getByLabelText('Treatment version'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Treatment (%)'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Decide on a primary metric' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start experiment' }));
  expect(
    await screen.findByText(
      /This version changes skill coupon-push, which experiment exp_b2 in layer promo/,
    ),
  ).toBeTruthy();
  expect(screen.getByLabelText('Treatment version').getAttribute('aria-invalid')).toBe('true');
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.path).toBe(`${PATH}/tone/experiments`);
  expect(post?.body).toEqual({
    version: 5,
    share: 50,
    percent: 20,
    primaryMetric: { event: 'order', measure: 'conversion' },
  });
  // Changing what was refused clears the refusal.
  fireEvent.change(screen.getByLabelText('Treatment version'), { target: { value: '4' } });
  expect(screen.queryByText(/exp_b2/)).toBeNull();
});

it('says a full layer at the share with what is free, and a bad name the server refused at the layer', async () => {
  const full = {
    status: 409,
    title: 'Conflict',
    detail: 'No run of 70.',
    code: 'layer.full',
    pointer: '/share',
    free: 20,
  };
  render(json(full, 409));
  await screen.findByLabelText('Layer');
  fireEvent.change(screen.getByLabelText('Treatment version'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start experiment' }));
  expect(
    await screen.findByText(/no 70% left in one run of buckets: at most 20% is free/),
  ).toBeTruthy();
  expect(screen.getByLabelText('Share of the layer (%)').getAttribute('aria-invalid')).toBe('true');
});

it('puts a path-param refusal at the layer field', async () => {
  const bad = {
    status: 422,
    title: 'Unprocessable Content',
    detail: 'Bad layer name.',
    code: 'layer.bad_name',
    pointer: '/params/layer',
    errors: [{ pointer: '/params/layer', code: 'layer.bad_name', message: 'Bad layer name.' }],
  };
  render(json(bad, 422));
  await screen.findByLabelText('Layer');
  fireEvent.change(screen.getByLabelText('Treatment version'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start experiment' }));
  await screen.findByText(/starting with a letter or digit/);
  expect(screen.getByLabelText('Layer').getAttribute('aria-invalid')).toBe('true');
});

it('says the conflict in Chinese at the version field', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(json(CONFLICT, 409));
  const name = await screen.findByLabelText('层', { selector: 'input' });
  fireEvent.change(name, { target: { value: 'tone' } });
  fireEvent.change(screen.getByLabelText('实验组版本'), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: '开始实验' }));
  expect(
    await screen.findByText(
      /这个版本改动了技能 coupon-push，而层 promo 中的实验 exp_b2 也改动了它/,
    ),
  ).toBeTruthy();
  expect(screen.getByLabelText('实验组版本').getAttribute('aria-invalid')).toBe('true');
});

it('puts a refused primary metric at its own field', async () => {
  const bad = {
    status: 422,
    title: 'Unprocessable Content',
    detail: 'The layer experiment has invalid fields.',
    errors: [{ pointer: '/primaryMetric/event', code: 'x.event', message: 'No such event.' }],
  };
  render(json(bad, 422));
  await screen.findByLabelText('Layer');
  fireEvent.change(screen.getByLabelText('Treatment version'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Decide on a primary metric' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start experiment' }));
  expect(await screen.findByText('No such event.')).toBeTruthy();
  expect(screen.getByLabelText('Primary metric: event').getAttribute('aria-invalid')).toBe('true');
});
