// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ShopScope } from '../types';
import { ShopScopeField } from './shop-scope-field';
import { fakeApi, json, renderWithProviders, type Call } from './testing';

afterEach(cleanup);

function Harness({ initial, seen }: { initial?: ShopScope; seen: (ShopScope | undefined)[] }) {
  const [scope, setScope] = useState<ShopScope | undefined>(initial);
  return (
    <ShopScopeField
      harnessId="h1"
      value={scope}
      onChange={(s) => {
        seen.push(s);
        setScope(s);
      }}
      at={(p) => (p === '/shops/tag' && scope?.kind === 'tag' && scope.tag === 'x' ? ['Bad'] : [])}
      readOnly={false}
    />
  );
}

const reach = (call: Call) => {
  const { scope } = call.body as { scope: ShopScope };
  const shops = scope.kind === 'all' ? 10_000 : scope.kind === 'tag' ? 3 : scope.shops.length;
  return json({ shops, of: 10_000 });
};

describe('ShopScopeField', () => {
  it('counts the shops a scope reaches as it changes: all, a tag, a list', async () => {
    const calls = fakeApi({ 'POST /harnesses/h1/shops/reach': reach });
    const seen: (ShopScope | undefined)[] = [];
    renderWithProviders(<Harness seen={seen} />);
    expect(await screen.findByText('Reaches 10,000 of 10,000 shops')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All shops' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Shops with a tag' }));
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'VIP' } });
    expect(await screen.findByText('Reaches 3 of 10,000 shops')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ kind: 'tag', tag: 'vip' });

    fireEvent.click(screen.getByRole('radio', { name: 'A list of shops' }));
    fireEvent.change(screen.getByLabelText('Shop ids'), {
      target: { value: 'tea-a\ntea-b, tea-c' },
    });
    expect(await screen.findByText('Reaches 3 of 10,000 shops')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ kind: 'list', shops: ['tea-a', 'tea-b', 'tea-c'] });

    fireEvent.click(screen.getByRole('radio', { name: 'All shops' }));
    // "All" is stored as no scope at all, as before shops existed.
    expect(seen.at(-1)).toBeUndefined();
    // An empty tag was never sent to be counted.
    const scopes = calls.map((c) => (c.body as { scope: ShopScope }).scope);
    expect(scopes).not.toContainEqual({ kind: 'tag', tag: '' });
  });

  it('shows a refused tag at its field', async () => {
    fakeApi({ 'POST /harnesses/h1/shops/reach': reach });
    renderWithProviders(<Harness initial={{ kind: 'tag', tag: 'x' }} seen={[]} />);
    expect(await screen.findByText('Bad')).toBeTruthy();
    expect(screen.getByLabelText('Tag').getAttribute('aria-invalid')).toBe('true');
  });
});

function Outside() {
  const [scope, setScope] = useState<ShopScope | undefined>({ kind: 'list', shops: ['tea-a'] });
  return (
    <>
      <ShopScopeField
        harnessId="h1"
        value={scope}
        onChange={setScope}
        at={() => []}
        readOnly={false}
      />
      <button type="button" onClick={() => setScope({ kind: 'list', shops: ['tea-b', 'tea-c'] })}>
        Theirs
      </button>
    </>
  );
}

describe('ShopScopeField given a new list from outside', () => {
  it('shows that list, not the text typed before', async () => {
    fakeApi({ 'POST /harnesses/h1/shops/reach': reach });
    renderWithProviders(<Outside />);
    const list = screen.getByLabelText('Shop ids') as HTMLTextAreaElement;
    fireEvent.change(list, { target: { value: 'tea-a,\ntea-x' } });
    expect(list.value).toBe('tea-a,\ntea-x'); // as typed, separators and all
    fireEvent.click(screen.getByRole('button', { name: 'Theirs' }));
    expect((screen.getByLabelText('Shop ids') as HTMLTextAreaElement).value).toBe('tea-b\ntea-c');
    expect(await screen.findByText('Reaches 2 of 10,000 shops')).toBeTruthy();
  });
});
