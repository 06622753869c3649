// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SYSTEM_NOTES } from '../../../harness/sample/system-notes';
import { useLanguageStore } from '../../../lib/i18n';
import { targetOptions } from '../model/target';
import { TargetSelect } from './target-select';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

it('says the sample’s own version note in the reader’s language, a person’s as written', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const options = targetOptions(
    [],
    [
      { number: 2, message: 'Raise the coupon' },
      { number: 1, message: SYSTEM_NOTES.sampleVersion },
    ],
  );
  render(<TargetSelect id="t" value="draft" options={options} onChange={() => {}} />);
  const texts = [...screen.getByRole('combobox').querySelectorAll('option')].map(
    (o) => o.textContent,
  );
  expect(texts).toContain('v1 · 示例茶铺的初始版本');
  expect(texts).toContain('v2 · Raise the coupon');
});
