// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules: the Chinese catalogs start unloaded, as in a browser that reads English.
async function freshModules() {
  vi.resetModules();
  const store = await import('./language-store');
  const catalogs = await import('./catalogs');
  const { translate } = await import('./translate');
  return { ...store, ...catalogs, translate };
}

describe('language store with lazily loaded catalogs', () => {
  beforeEach(() => localStorage.clear?.());

  it('switches to Chinese only once its catalogs are there', async () => {
    const m = await freshModules();
    expect(m.isLoaded('zh-CN')).toBe(false);
    m.useLanguageStore.getState().choose('zh-CN');
    expect(m.useLanguageStore.getState().chosen).toBeNull(); // nothing drawn half in English
    await m.loadCatalogs('zh-CN');
    await Promise.resolve();
    expect(m.useLanguageStore.getState().chosen).toBe('zh-CN');
    expect(m.translate('zh-CN', 'preview.outcome.replace')).toBe('替换');
  });

  it('lets the last of two overlapping choices win', async () => {
    const m = await freshModules();
    const { choose } = m.useLanguageStore.getState();
    choose('zh-CN');
    choose('en'); // English is always there: applies at once
    await m.loadCatalogs('zh-CN');
    await Promise.resolve();
    expect(m.useLanguageStore.getState().chosen).toBe('en');
  });
});
