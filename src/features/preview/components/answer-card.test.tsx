// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { turnError } from '../../../harness/turn-error';
import { useLanguageStore } from '../../../lib/i18n';
import { applyEvent, startTurn } from '../model/turn-view';
import { AnswerCard } from './answer-card';
import { TraceView } from './trace-view';

beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const down = turnError(
  'unavailable',
  'No model server answers at http://127.0.0.1:8000/v1: start vLLM with `vllm serve <model> --enable-auto-tool-choice --tool-call-parser hermes`, or set MODEL_ENDPOINTS.',
  { url: 'http://127.0.0.1:8000/v1' },
);
/** A turn whose stream carried `error` (stamped as the server stamps its events). */
const failedWith = (e: ReturnType<typeof turnError>) =>
  applyEvent(startTurn(), { ...e, at: 5 }, 30);
const failed = failedWith(down);

it('对运营、商家和测试人员直说模型服务没有应答、该找谁；命令收在“详细信息”里', () => {
  render(<AnswerCard view={failed} label="草稿" technical={false} />);
  const error = screen.getByTestId('answer-error');
  expect(within(error).getByTestId('answer-error-plain').textContent).toBe(
    '模型服务没有应答，所以主播没能回复。这不是你的改动造成的：请联系工程师或管理员启动模型服务，然后再发送一次。',
  );
  const details = within(error).getByText('给工程师的详细信息').closest('details')!;
  expect(details.open).toBe(false);
  expect(details.textContent).toContain('vllm serve');
  // The trace beside it keeps the command folded too.
  render(<TraceView view={failed} label="追踪" technical={false} />);
  const trace = screen.getByTestId('trace-error');
  expect(trace.querySelector('details')?.textContent).toContain('vllm serve');
});

it('对工程师直接给出服务器的原话和启动命令', () => {
  render(<AnswerCard view={failed} label="草稿" technical />);
  const error = screen.getByTestId('answer-error');
  expect(error.textContent).toContain('http://127.0.0.1:8000/v1 没有模型服务器应答');
  expect(error.textContent).toContain('vllm serve');
  expect(error.querySelector('details')).toBeNull();
});

it('says a missing endpoint plainly too, and leaves other failures in their own words', () => {
  useLanguageStore.setState({ chosen: 'en' });
  const setup = failedWith(
    turnError('no_endpoint', 'No endpoint "big".', { endpoint: 'big', configured: 'default' }),
  );
  render(<AnswerCard view={setup} label="Draft" technical={false} />);
  expect(screen.getByTestId('answer-error-plain').textContent).toContain(
    'Ask an engineer or an administrator to set it up.',
  );
  cleanup();
  const steps = failedWith(
    turnError('step_limit', 'No reply after 3 rounds.', { steps: 3, kind: 'no_reply' }),
  );
  render(<AnswerCard view={steps} label="Draft" technical={false} />);
  expect(screen.queryByTestId('answer-error-plain')).toBeNull();
  expect(screen.getByTestId('answer-error').textContent).toContain('No reply after 3 rounds.');
});
