// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../../lib/i18n';
import { overview } from '../testing';
import { RunsCard } from './runs-card';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const countsFor = () => screen.getByTestId('draft-run-counts-for').textContent;

it('says which version a run of the draft counts for, by content', () => {
  renderWithProviders(<RunsCard overview={overview({ draftRun: { countsFor: 3 } })} />);
  expect(countsFor()).toBe('A test run of the draft counts for v3 (same content).');
});

it('says a run of a new draft counts for the next version, in Chinese too', () => {
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  renderWithProviders(<RunsCard overview={overview({ draftRun: { countsFor: null } })} />);
  expect(countsFor()).toBe('对草稿运行测试，结果计入由此草稿发布的下一个版本。');
});

it('says nothing of it without test cases', () => {
  renderWithProviders(<RunsCard overview={overview({ cases: 0 })} />);
  expect(screen.queryByTestId('draft-run-counts-for')).toBeNull();
});
