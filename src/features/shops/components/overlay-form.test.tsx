// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { OverlayForm } from './overlay-form';
import {
  baseDraft,
  emptyOverlay,
  fakeApi,
  json,
  renderWithProviders,
  shopRecord,
  type Call,
} from './testing';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SHOP = '/harnesses/h1/shops/tea-a';
const detail = (version: number | null, overlay = emptyOverlay(), floorRestore: unknown = null) =>
  json({
    shop: shopRecord({ overlayVersion: version }),
    overlay,
    overlayVersion: version,
    floorRestore,
  });
const saved = (call: Call, number: number) =>
  json({
    harnessId: 'h1',
    shopId: 'tea-a',
    number,
    overlay: (call.body as { overlay: unknown }).overlay,
    hash: 'sha256:x',
    message: '',
    createdAt: '2026-12-03T10:00:00.000Z',
    createdBy: 'merchant',
  });

describe('OverlayForm', () => {
  it('shows the platform’s values as placeholders and saves only what the shop overrides', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/draft': json(baseDraft),
      [`GET ${SHOP}`]: detail(null),
      [`PUT ${SHOP}/overlay`]: (call) => saved(call, 1),
    });
    const onPreview = vi.fn();
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={onPreview} />,
    );
    const greeting = await screen.findByLabelText('Greeting');
    expect(greeting.getAttribute('placeholder')).toBe('from the platform: Welcome to the stream!');
    expect(screen.getByLabelText('Longest reply (characters)').getAttribute('placeholder')).toBe(
      'from the platform: 120',
    );
    expect(screen.getByLabelText('Hotline').getAttribute('placeholder')).toBe(
      'from the platform: 400-820-1212',
    );
    expect(screen.getByRole('option', { name: 'From the platform (Friendly)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tone of the host'), { target: { value: 'calm' } });
    fireEvent.change(greeting, { target: { value: 'Hi' } });
    fireEvent.change(greeting, { target: { value: '' } }); // emptied: inherits again
    fireEvent.click(screen.getByRole('checkbox', { name: /Coupon push/ }));
    expect(screen.getByTestId('unsaved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Preview my host' }));
    expect(onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ preferences: { tone: 'calm' }, disabledSkills: ['coupon-push'] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('if-none-match')).toBe('*');
    expect(put.body).toEqual({
      overlay: {
        ...emptyOverlay(),
        preferences: { tone: 'calm' },
        disabledSkills: ['coupon-push'],
      },
      message: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview my host' }));
    expect(onPreview).toHaveBeenLastCalledWith(null);
  });

  it('shows each refused field’s problem at the field, from the overlay’s pointers', async () => {
    const coupon = {
      id: 'shop-coupon',
      name: 'Shop coupon',
      type: 'coupon',
      code: 'SHOP10',
      amount: 10,
      minSpend: 0,
      scope: { kind: 'all', ids: [] },
      window: { start: '2026-12-14T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
      stacking: 'stackable',
      eligibility: { viewers: ['new'], memberTiers: [] },
      quota: {},
      enabled: true,
    };
    const calls = fakeApi({
      'GET /harnesses/h1/draft': json(baseDraft),
      [`GET ${SHOP}`]: detail(3, { ...emptyOverlay(), promotions: [coupon] as never }),
      [`PUT ${SHOP}/overlay`]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'The shop’s host would not be valid with this overlay.',
          errors: [
            {
              pointer: '/overlay/promotions/0/window/end',
              code: 'custom.window',
              message: 'The coupon ends before it starts.',
              layer: 'overlay',
            },
            {
              pointer: '/hooks/0',
              code: 'custom.base',
              message: 'A base hook needs that skill.',
              layer: 'base',
            },
          ],
        },
        422,
      ),
    });
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
    );
    expect(await screen.findByText('The host runs overlay version 3.')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('Coupon value')[0]!, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const end = screen.getByLabelText('Ends');
    await vi.waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    const field = end.closest('.field') as HTMLElement;
    expect(within(field).getByText('The coupon ends before it starts.')).toBeTruthy();
    // The base's problem is listed, not put at any field of the shop's.
    expect(screen.getByRole('alert').textContent).toContain('A base hook needs that skill.');
    expect(calls.find((c) => c.method === 'PUT')!.headers.get('if-match')).toBe('"3"');
  });

  it('says plainly when someone saved first, and saves mine over theirs on request', async () => {
    let version = 1;
    const calls = fakeApi({
      'GET /harnesses/h1/draft': json(baseDraft),
      [`GET ${SHOP}`]: () => detail(version),
      [`PUT ${SHOP}/overlay`]: (call) =>
        call.headers.get('if-match') === '"2"'
          ? saved(call, 3)
          : ((version = 2),
            json({ status: 412, title: 'Precondition Failed', detail: 'Saved first.' }, 412)),
    });
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
    );
    fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone saved this shop’s settings after you started editing.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Greeting') as HTMLTextAreaElement).value).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.headers.get('if-match'))).toEqual([
      '"1"',
      '"2"',
    ]);
  });

  it('keeps an unsaved edit across leaving the form (a trip to the preview) and back', async () => {
    fakeApi({ 'GET /harnesses/h1/draft': json(baseDraft), [`GET ${SHOP}`]: detail(4) });
    const form = (
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />
    );
    const first = renderWithProviders(form);
    fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Hello' } });
    first.unmount();
    renderWithProviders(form);
    expect(((await screen.findByLabelText('Greeting')) as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.getByTestId('unsaved')).toBeTruthy();
    // Typed back to what is saved: nothing left to keep.
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: '' } });
    expect(screen.queryByTestId('unsaved')).toBeNull();
    expect(localStorage.getItem('hs-overlay:h1:tea-a')).toBeNull();
  });

  it('shows the platform’s topics as fixed chips and its locks disabled; saves only the shop’s own', async () => {
    const locked = {
      ...baseDraft,
      document: {
        ...baseDraft.document,
        settings: { bannedWords: ['best'], lockedPreferences: ['tone'] },
        skills: [
          ...baseDraft.document.skills,
          {
            id: 'compliance',
            name: 'Compliance',
            description: 'Refuse.',
            instructions: '',
            locked: true,
          },
        ],
        prompt: {
          sections: [],
          variables: [{ ...baseDraft.document.prompt.variables[0]!, locked: true }],
        },
      },
    };
    const calls = fakeApi({
      'GET /harnesses/h1/draft': json(locked),
      // Saved before the locks: a tone and the compliance skill switched off.
      [`GET ${SHOP}`]: detail(2, {
        ...emptyOverlay(),
        preferences: { tone: 'calm' },
        disabledSkills: ['compliance'],
      }),
      [`PUT ${SHOP}/overlay`]: (call) => saved(call, 3),
    });
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
    );
    const chips = await screen.findByRole('list', {
      name: 'Forbidden topics: The platform’s, always kept',
    });
    expect(within(chips).getByText('politics')).toBeTruthy();
    expect(within(chips).queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('list', { name: 'Banned words: The platform’s, always kept' }),
    ).toBeTruthy();
    // Locked: disabled, the reason said, the platform's value shown.
    const tone = screen.getByLabelText('Tone of the host') as HTMLSelectElement;
    expect(tone.matches(':disabled')).toBe(true);
    expect(tone.value).toBe('');
    expect(tone.closest('fieldset')!.textContent).toContain('Locked by the platform');
    const compliance = screen.getByRole('checkbox', { name: /Compliance/ }) as HTMLInputElement;
    expect([compliance.checked, compliance.disabled]).toEqual([true, true]);
    expect(compliance.closest('label')!.textContent).toContain('Locked by the platform');
    expect(screen.getByLabelText('Hotline').matches(':disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add a topic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Forbidden topic 1' }), {
      target: { value: 'next door' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    // Only the shop's topic; nothing of what the platform locked.
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      overlay: { ...emptyOverlay(), preferences: { forbiddenTopics: ['next door'] } },
      message: '',
    });
  });

  it('says which of the platform’s entries a migration put back, and why', async () => {
    fakeApi({
      'GET /harnesses/h1/draft': json(baseDraft),
      [`GET ${SHOP}`]: detail(2, emptyOverlay(), {
        at: '2026-12-04T08:00:00.000Z',
        overlayVersion: 2,
        restored: { forbiddenTopics: ['politics'] },
      }),
    });
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
    );
    const note = await screen.findByRole('note', {
      name: 'The platform’s entries are back in your settings',
    });
    expect(note.textContent).toContain('Forbidden topics: politics');
    expect(note.textContent).toContain('never removes the platform’s entries');
  });

  it('is read-only for someone who may not edit the shop', async () => {
    fakeApi({ 'GET /harnesses/h1/draft': json(baseDraft), [`GET ${SHOP}`]: detail(null) });
    renderWithProviders(
      <OverlayForm harnessId="h1" shopId="tea-a" readOnly onPreview={() => {}} />,
    );
    expect(await screen.findByText(/can read this shop’s settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview my host' })).toBeTruthy();
  });
});
