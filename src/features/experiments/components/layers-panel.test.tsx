// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LabelLayers, LayerExperiment } from '../../../harness/experiments/layers';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { LayersPanel } from './layers-panel';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const PATH = '/harnesses/h1/labels/staging/layers';
const running = (over: Partial<LayerExperiment>): LayerExperiment => ({
  experimentId: 'exp_a1',
  label: 'staging',
  layer: 'promo',
  layerSalt: 'layer:h1:staging:promo',
  from: 0,
  share: 30,
  percent: 50,
  salt: 'exp_a1',
  baseVersion: 3,
  version: 4,
  changes: [{ kind: 'skill', key: 'coupon-push' }],
  startedAt: '2026-12-01T00:00:00.000Z',
  endedAt: null,
  ...over,
});
const LAYERS: LabelLayers = {
  layers: [
    { name: 'promo', salt: 'layer:h1:staging:promo', freeShare: 70, experiments: [running({})] },
  ],
  ended: [
    running({
      experimentId: 'exp_z9',
      layer: 'tone',
      version: 2,
      changes: [{ kind: 'prompt', key: 'prompt' }],
      endedAt: '2026-12-02T00:00:00.000Z',
    }),
  ],
};
const LABELS = [
  { harnessId: 'h1', name: 'staging', version: 3, split: null, updatedAt: '', updatedBy: 'x' },
];
const VERSIONS = [
  { number: 5, message: 'greeting' },
  { number: 4, message: 'coupon push' },
  { number: 3, message: 'base' },
];

const render = (canMove = true) =>
  renderWithProviders(
    <LayersPanel harnessId="h1" label="staging" canMove={canMove} versions={VERSIONS} />,
  );

it('shows each layer with its free share and running experiments, and ends one once confirmed', async () => {
  const calls = fakeApi({
    [`GET ${PATH}`]: json(LAYERS),
    'GET /harnesses/h1/labels': json(LABELS),
    [`DELETE ${PATH}/promo/experiments/exp_a1`]: json(
      running({ endedAt: '2026-12-03T00:00:00.000Z' }),
    ),
  });
  render();
  const layer = await screen.findByRole('region', { name: /Layer promo/ });
  expect(within(layer).getByText(/70% of its viewers free/)).toBeTruthy();
  const row = within(layer).getByTestId('layer-experiment');
  expect(within(row).getByText(/30% of the layer \(buckets 0–29\)/)).toBeTruthy();
  expect(within(row).getByText(/50% of them get the changes of v4/)).toBeTruthy();
  expect(within(row).getByText(/v3 at the start/)).toBeTruthy();
  expect(within(row).getByText('Changes: skill coupon-push')).toBeTruthy();
  expect(within(row).getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(
    '/harnesses/h1/labels/staging/experiments/exp_a1',
  );
  const ended = screen.getByTestId('layers-ended');
  expect(within(ended).getByText(/Layer tone: changes of v2 on 30%/)).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'End' }));
  expect(within(row).getByText(/End experiment exp_a1\?/)).toBeTruthy();
  // Nothing is sent until the reader confirms.
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  fireEvent.click(within(row).getByRole('button', { name: 'End it' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
});

it('offers no End and no form to a reader who may not move the label', async () => {
  fakeApi({ [`GET ${PATH}`]: json(LAYERS), 'GET /harnesses/h1/labels': json(LABELS) });
  render(false);
  await screen.findByRole('region', { name: /Layer promo/ });
  expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  expect(screen.queryByRole('form')).toBeNull();
});

it('speaks Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({ [`GET ${PATH}`]: json(LAYERS), 'GET /harnesses/h1/labels': json(LABELS) });
  render();
  expect(await screen.findByRole('heading', { name: '层', level: 2 })).toBeTruthy();
  const layer = await screen.findByRole('region', { name: /层 promo/ });
  expect(within(layer).getByText('改动：技能 coupon-push')).toBeTruthy();
  expect(within(layer).getByRole('button', { name: '结束' })).toBeTruthy();
  expect(screen.getByRole('form', { name: '在层中开始实验' })).toBeTruthy();
});
