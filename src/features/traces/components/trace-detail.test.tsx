// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders, type Call } from '../../../lib/testing/fake-api';
import type { Trace } from '../types';
import { TraceDetail } from './trace-detail';

afterEach(cleanup);

const ID = '0f8e2a3b-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const trace: Trace = {
  id: ID,
  harnessId: 'h1',
  at: '2026-12-03T10:00:00.000Z',
  label: 'production',
  version: 2,
  arm: 'treatment',
  shop: 'tea-a',
  outcome: 'blocked',
  errorCode: null,
  blocked: true,
  toolError: true,
  firstTokenMs: 310,
  totalMs: 1520,
  question: '多少钱？',
  viewer: 'ab'.repeat(16),
  model: 'qwen',
  sampleRate: 1,
  messages: [{ role: 'user', content: '多少钱？' }],
  context: {},
  turnTime: { now: '2026-12-12T20:15:00+08:00', source: 'server' },
  reply: null,
  original: '只要¥9.9！',
  error: null,
  hooks: [
    {
      hookId: 'price-consistency',
      event: 'before_reply',
      outcome: 'block',
      reason: 'invented price',
      error: null,
      durationMs: 0.7,
      sentence: null,
    },
  ],
  toolCalls: [
    {
      step: 1,
      name: 'check_inventory',
      arguments: '{}',
      ok: false,
      result: 'product_id is required',
      source: 'validation',
      durationMs: 0.2,
    },
  ],
  timings: {
    firstTokenMs: 310,
    firstSentenceMs: 420,
    firstReleaseMs: null,
    totalMs: 1520,
    modelMs: 1400,
    toolMs: 0,
    hookMs: 1,
    modelRounds: 2,
  },
  sentences: [],
  usage: null,
  truncated: true,
};

const props = { harnessId: 'h1', traceId: ID, listHref: '/l', suiteHref: '/s' };

describe('TraceDetail', () => {
  it('shows what was asked, what the hooks did, the failed tool call and the timings', async () => {
    fakeApi({ [`GET /harnesses/h1/traces/${ID}`]: json(trace) });
    renderWithProviders(<TraceDetail {...props} canSave={false} />);
    expect((await screen.findByTestId('trace-outcome')).textContent).toBe('blocked');
    expect(screen.getByText('只要¥9.9！')).toBeTruthy();
    const hooks = screen.getByRole('table', { name: 'Hook decisions' });
    expect(within(hooks).getByRole('row').textContent).toContain('price-consistencyblock');
    expect(screen.getByText('product_id is required')).toBeTruthy();
    // The request gave no time: the trace says the server's clock decided the promotions.
    expect(screen.getByTestId('trace-time').textContent).toContain("the server's clock");
    expect(screen.getByText('Parts of this trace were cut to keep it small.')).toBeTruthy();
    expect(screen.getByText('1,520 ms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as test case' })).toBeNull();
  });

  it('lists the sentences as released with their times and hooks, the first out and the tokens', async () => {
    const sentenced: Trace = {
      ...trace,
      reply: '到手229元。口感很好。',
      hooks: [
        {
          hookId: 'word-filter',
          event: 'before_sentence',
          outcome: 'replace',
          reason: null,
          error: null,
          durationMs: 0.9,
          sentence: 1,
        },
      ],
      sentences: [
        {
          index: 0,
          step: 1,
          original: '到手229元。',
          text: '到手229元。',
          outcome: 'continue',
          cut: 'sentence',
          writtenAt: 700,
          releasedAt: 702,
          replacedBy: [],
          blocked: null,
          ending: false,
        },
        {
          index: 1,
          step: 1,
          original: '口感最好。',
          text: '口感很好。',
          outcome: 'replace',
          cut: 'sentence',
          writtenAt: 1300,
          releasedAt: 1304,
          replacedBy: ['word-filter'],
          blocked: null,
          ending: false,
        },
      ],
      timings: { ...trace.timings, firstReleaseMs: 702 },
      usage: { promptTokens: 2000, completionTokens: 30, cachedTokens: 1500 },
    };
    fakeApi({ [`GET /harnesses/h1/traces/${ID}`]: json(sentenced) });
    renderWithProviders(<TraceDetail {...props} canSave={false} />);
    const table = await screen.findByRole('table', { name: 'Sentences as released' });
    const rows = within(table).getAllByTestId('trace-sentence-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', '700 ms', '702 ms', '2 ms', 'released', '到手229元。', ''],
      [
        '2',
        '1,300 ms',
        '1,304 ms',
        '4 ms',
        'replaced',
        '口感很好。The model wrote: 口感最好。',
        'word-filter: replace',
      ],
    ]);
    const timings = screen.getByText('First checked sentence out').parentElement!;
    expect(timings.textContent).toBe('First checked sentence out702 ms');
    expect(screen.getByText('Tokens').parentElement!.textContent).toBe(
      'Tokens2,000 prompt (75% cached) · 30 completion',
    );
  });

  it('saves it as a test case, asking before it replaces one with the same id', async () => {
    const posts: Call[] = [];
    fakeApi({
      [`GET /harnesses/h1/traces/${ID}`]: json(trace),
      [`POST /harnesses/h1/traces/${ID}/test-case`]: (call) => {
        posts.push(call);
        const body = call.body as { replace: boolean; id: string };
        if (!body.replace) {
          return json({ status: 409, title: 'Conflict', detail: 'taken', current: {} }, 409);
        }
        return json({ id: body.id, name: 'x', conversation: trace.messages, context: {} }, 200);
      },
    });
    renderWithProviders(<TraceDetail {...props} canSave />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as test case' }));
    expect(screen.getByLabelText('Case id')).toHaveProperty('value', 'trace-0f8e2a3b1c2d');
    fireEvent.change(screen.getByLabelText('What the reply must do'), {
      target: { value: 'reply_not_contains' },
    });
    fireEvent.change(screen.getByLabelText('Words (comma separated)'), {
      target: { value: '9.9，最低' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save test case' }));
    expect(
      await screen.findByText('A test case "trace-0f8e2a3b1c2d" exists already.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace it' }));
    expect(await screen.findByText(/Saved as test case trace-0f8e2a3b1c2d/)).toBeTruthy();
    expect(posts.map((p) => p.body)).toEqual([
      {
        id: 'trace-0f8e2a3b1c2d',
        name: '多少钱？',
        tags: ['from-trace'],
        expectations: [{ type: 'reply_not_contains', values: ['9.9', '最低'] }],
        replace: false,
      },
      expect.objectContaining({ replace: true }),
    ]);
  });

  it('shows the server’s problem at the field its pointer names', async () => {
    fakeApi({
      [`GET /harnesses/h1/traces/${ID}`]: json(trace),
      [`POST /harnesses/h1/traces/${ID}/test-case`]: json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'invalid',
          errors: [
            { pointer: '/expectations/0/values', message: 'Name at least one word.', code: 'x' },
          ],
        },
        400,
      ),
    });
    renderWithProviders(<TraceDetail {...props} canSave />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as test case' }));
    fireEvent.change(screen.getByLabelText('What the reply must do'), {
      target: { value: 'reply_contains' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save test case' }));
    expect((await screen.findByTestId('field-errors')).textContent).toBe('Name at least one word.');
    expect(screen.getByLabelText('Words (comma separated)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
