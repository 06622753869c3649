// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { ReviewList } from './review-list';
import { renderWithProviders, review } from './testing';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

it('says what a comment points at in Chinese words, the stored pointer as the tooltip', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderWithProviders(
    <ReviewList
      revision={1}
      reviews={[
        review({ id: 1, pointer: { entity: 'promotion/double-12', field: '/window/end' } }),
        review({ id: 2, pointer: { entity: 'skill/greeting', field: '/steps/0/say' } }),
        review({ id: 3, pointer: { entity: 'prompt', field: '' } }),
      ]}
    />,
  );
  const at = (id: number) => screen.getByTestId(`review-${id}`).querySelector('.review-pointer');
  expect(at(1)?.textContent).toBe('关于 促销 double-12，结束');
  expect(at(1)?.getAttribute('title')).toBe('promotion/double-12 /window/end');
  // A field no form labels is said by its path, without the pointer's slash.
  expect(at(2)?.textContent).toBe('关于 技能 greeting，steps/0/say');
  expect(at(3)?.textContent).toBe('关于 提示词，整体');
});
