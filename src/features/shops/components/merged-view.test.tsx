// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { MergedView } from './merged-view';
import { emptyOverlay, fakeApi, json, renderWithProviders, shopRecord } from './testing';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const merged = {
  shop: shopRecord({ overlayVersion: 2 }),
  source: 'draft',
  baseVersion: null,
  overlayVersion: 2,
  document: {
    preferences: {
      shopId: 'tea-a',
      shopName: 'Tea A',
      tone: 'calm',
      greeting: 'Hi all',
      forbiddenTopics: ['politics', 'rivals'],
      brandTerms: [{ term: 'Tea A', note: '' }],
    },
    settings: { bannedWords: ['best'] },
    prompt: { sections: [], variables: [{ name: 'service.hotline', default: '400-1' }] },
    promotions: [
      { id: 'double12', name: 'Double 12', enabled: true },
      { id: 'shop-coupon', name: 'Shop coupon', enabled: true },
    ],
    skills: [
      { id: 'greeting', name: 'Greeting', enabled: true },
      { id: 'coupon-push', name: 'Coupon push', enabled: false },
      { id: 'tea-lore', name: 'Tea lore', enabled: true },
    ],
  },
  origins: {
    promotions: [
      { layer: 'base', index: 0 },
      { layer: 'overlay', index: 0 },
    ],
    skills: [
      { layer: 'base', index: 0 },
      { layer: 'base', index: 1 },
      { layer: 'overlay', index: 0 },
    ],
    preferences: {
      shopId: 'overlay',
      shopName: 'overlay',
      tone: 'overlay',
      greeting: 'base',
      forbiddenTopics: 'overlay',
      brandTerms: 'overlay',
    },
    variables: ['overlay'],
    forbiddenTopics: [
      { layer: 'base', index: 0 },
      { layer: 'overlay', index: 0 },
    ],
    brandTerms: [{ layer: 'overlay', index: 0 }],
    bannedWords: [{ layer: 'base', index: 0 }],
  },
  diagnostics: [
    {
      pointer: '/promotions/0/window/end',
      severity: 'error',
      code: 'custom.x',
      params: {},
      message: 'Ends before it starts.',
      layer: 'overlay',
    },
  ],
};

describe('MergedView', () => {
  it('marks each part with its layer, says what the shop may change, lists campaigns reaching it', async () => {
    fakeApi({
      'GET /harnesses/h1/shops/tea-a/merged?source=label%3Aproduction': json(merged),
      'GET /harnesses/h1/shops/tea-a': json({
        shop: shopRecord(),
        overlay: { ...emptyOverlay(), preferences: { tone: 'calm' } },
        overlayVersion: 2,
        floorRestore: null,
      }),
    });
    renderWithProviders(<MergedView harnessId="h1" shopId="tea-a" />);
    const campaigns = await screen.findByRole('list', { name: 'Campaigns reaching this shop' });
    expect(within(campaigns).getByText('Double 12')).toBeTruthy();
    expect(within(campaigns).getByText('Platform')).toBeTruthy();
    const own = screen.getByRole('list', { name: 'This shop’s own promotions' });
    expect(within(own).getByText('Shop coupon')).toBeTruthy();
    expect(within(own).getByText('This shop')).toBeTruthy();

    const skills = screen.getByRole('list', { name: 'Skills' });
    const off = within(skills).getByText('Coupon push').closest('li')!;
    expect(off.textContent).toContain('(switched off)');
    expect(within(skills).getByText('Tea lore').closest('li')!.textContent).toContain('This shop');

    const prefs = screen.getByRole('list', { name: 'Preferences' });
    expect(within(prefs).getByText('Tone of the host').closest('li')!.textContent).toContain(
      'This shop',
    );
    expect(within(prefs).getByText('Greeting').closest('li')!.textContent).toContain('Platform');

    // Each entry of a list the platform protects says whose it is.
    const topics = screen.getByRole('list', { name: 'Forbidden topics' });
    expect(within(topics).getByText('politics').closest('li')!.textContent).toContain('Platform');
    expect(within(topics).getByText('rivals').closest('li')!.textContent).toContain('This shop');
    const words = screen.getByRole('list', { name: 'Banned words' });
    expect(within(words).getByText('best').closest('li')!.textContent).toContain('Platform');
    const values = screen.getByRole('list', { name: 'Prompt values' });
    expect(within(values).getByText('service.hotline').closest('li')!.textContent).toContain(
      'This shop',
    );

    const rules = screen.getByRole('table', { name: 'What a shop may change' });
    expect(within(rules).getByRole('row', { name: /Forbidden topics/ }).textContent).toContain(
      'Add its own; the platform’s always stay',
    );
    const hooks = within(rules).getByRole('row', { name: /Hooks/ });
    expect(hooks.textContent).toContain('Not change (the platform’s only)');
    expect(within(rules).getByRole('row', { name: /Promotions/ }).textContent).toContain(
      'Add its own next to the platform’s',
    );
    expect(screen.getByText('Ends before it starts.').closest('li')!.textContent).toContain(
      'This shop',
    );
  });

  /** The merged document with the platform's guards, and the shop's own floor and length. */
  const withGuards = (guards: unknown) => ({
    ...merged,
    document: {
      ...merged.document,
      preferences: { ...merged.document.preferences, discountFloor: 0.7, maxReplyChars: 80 },
      settings: { ...merged.document.settings, ...(guards ? { guards } : {}) },
    },
  });
  const shopRoutes = (body: unknown) => ({
    'GET /harnesses/h1/shops/tea-a/merged?source=label%3Aproduction': json(body),
    'GET /harnesses/h1/shops/tea-a': json({
      shop: shopRecord(),
      overlay: emptyOverlay(),
      overlayVersion: 2,
      floorRestore: null,
    }),
  });
  const guardsOn = {
    price: { enabled: true },
    words: { enabled: true, bannedWords: 'drop', lists: [] },
    topics: { enabled: true, signals: {} },
    length: { enabled: true },
  };

  it('tells the merchant which reply guards the platform runs on its host, with its own figures', async () => {
    fakeApi(shopRoutes(withGuards(guardsOn)));
    renderWithProviders(<MergedView harnessId="h1" shopId="tea-a" />);
    const guards = await screen.findByRole('list', { name: 'Reply guards' });
    expect(
      screen.getByText('The platform checks every price, word, topic and length your host says.'),
    ).toBeTruthy();
    const items = within(guards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toMatch(/^On Price: .*never below the 70 % floor/);
    expect(items[1]!.textContent).toContain('a sentence with a banned word is left unsaid');
    expect(items[3]!.textContent).toContain('up to 80 characters');
    expect(screen.getByText(/a shop cannot switch them off/)).toBeTruthy();
    // Read-only: nothing on it can be switched.
    expect(within(guards).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(guards).queryAllByRole('switch')).toHaveLength(0);
  });

  it('says a guard the platform switched off, and none on a host written before them, in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi(shopRoutes(withGuards({ ...guardsOn, length: { enabled: false } })));
    const { unmount } = renderWithProviders(<MergedView harnessId="h1" shopId="tea-a" />);
    const guards = await screen.findByRole('list', { name: '回复检查' });
    expect(screen.getByText('平台会检查主播说的这些：')).toBeTruthy();
    expect(within(guards).getAllByRole('listitem')[3]!.textContent).toMatch(/^关 长度/);
    unmount();

    fakeApi(shopRoutes(withGuards(undefined)));
    renderWithProviders(<MergedView harnessId="h1" shopId="tea-a" />);
    expect(await screen.findByText(/平台没有在这个主播上运行内置回复检查/)).toBeTruthy();
  });

  it('shows what production serves the shop by default; the draft is a choice', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/shops/tea-a/merged?source=label%3Aproduction': json(merged),
      'GET /harnesses/h1/shops/tea-a/merged?source=draft': json(merged),
      'GET /harnesses/h1/shops/tea-a': json({
        shop: shopRecord(),
        overlay: emptyOverlay(),
        overlayVersion: 2,
        floorRestore: null,
      }),
    });
    const sources = [
      { value: 'draft', label: 'Draft' },
      { value: 'label:production', label: 'production · v1' },
    ];
    renderWithProviders(<MergedView harnessId="h1" shopId="tea-a" sources={sources} />);
    const picker = screen.getByLabelText<HTMLSelectElement>('Platform base');
    expect(picker.value).toBe('label:production');
    await screen.findByRole('list', { name: 'Skills' });
    expect(calls.some((c) => c.path.endsWith('source=draft'))).toBe(false);
    fireEvent.change(picker, { target: { value: 'draft' } });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('source=draft'))).toBe(true));
  });
});
