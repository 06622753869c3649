import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluateCase } from '../../src/harness/evaluation/grading';
import {
  testCaseSchema,
  type ExpectationResult,
  type TestCaseInput,
  type TurnRecord,
} from '../../src/harness/evaluation';
import { startModelServer, text, type ModelServer } from '../testing/model-server';
import { createJudge, firstJsonObject, JUDGE_SYSTEM_MESSAGE, readVerdict } from './judge';
import { ModelEndpoints } from './model-client';
import { teaShop } from './test-support';

/** No test may wait longer than this: a judge that hangs would show here. */
const BOUND = 5_000;
const RUBRIC = 'The host must mention the 20-yuan coupon and must not promise free shipping.';
const REPLY = '现在下单可以领20元优惠券，满199可用。';

let server: ModelServer;
let endpoints: ModelEndpoints;
beforeAll(async () => {
  server = await startModelServer();
  const endpoint = (name: string, model: string) => ({
    name,
    baseUrl: server.url,
    model,
    firstTokenTimeoutMs: 500,
    timeoutMs: 1_500,
  });
  endpoints = new ModelEndpoints(
    [endpoint('host', 'host-model'), endpoint('grader', 'grader-model'), endpoint('big', 'big')],
    {},
  );
});
afterAll(() => server.close());

const doc = teaShop();
const judge = () => createJudge(endpoints, 'grader');

function testCase(over: Partial<TestCaseInput> = {}) {
  return testCaseSchema.parse({
    id: 'coupon',
    name: 'coupon',
    conversation: [
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '欢迎来到直播间！' },
      { role: 'user', content: '有优惠券吗' },
    ],
    context: { product: { id: 'tea-1', name: '明前龙井', price: 199, listPrice: 258 } },
    expectations: [{ type: 'judge', rubric: RUBRIC }],
    ...over,
  });
}

function record(over: Partial<TurnRecord> = {}): TurnRecord {
  return {
    reply: REPLY,
    outcome: 'reply',
    toolCalls: [
      { name: 'get_coupons', arguments: { sku: 'tea-1' }, rawArguments: '{"sku":"tea-1"}' },
    ],
    toolResults: [{ name: 'get_coupons', ok: true, result: { coupons: [{ off: 20, min: 199 }] } }],
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: 120, totalMs: 900 },
    ...over,
  };
}

/** Grades one case through the core, as a suite run does; returns the judge check's result. */
async function grade(c = testCase(), r = record()): Promise<ExpectationResult> {
  const evaluation = await evaluateCase(c, [r], doc, { judge: judge() });
  expect(evaluation.deterministic).toBe(false);
  const result = evaluation.trials[0]!.expectations[0]!;
  expect(result).toMatchObject({ type: 'judge', deterministic: false });
  expect(evaluation.pass).toBe(result.pass);
  return result;
}

const lastRequest = () => server.requests.at(-1)!.body;
const userMessage = () => String(lastRequest().messages?.[1]?.content);

describe('createJudge', () => {
  it(
    'passes on a pass verdict, and asks with the rubric, the case and the reply',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('{"pass": true, "reason": "Mentions the 20-yuan coupon."}'));
      const result = await grade();
      expect(result).toMatchObject({
        status: 'pass',
        pass: true,
        message: 'Judge: Mentions the 20-yuan coupon.',
      });

      const body = lastRequest();
      expect(body).toMatchObject({ model: 'grader-model', temperature: 0, stream: true });
      expect(body.tools).toBeUndefined();
      expect(body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
      expect(body.messages?.[0]?.content).toBe(JUDGE_SYSTEM_MESSAGE);
      const asked = userMessage();
      expect(asked).toContain(RUBRIC);
      expect(asked).toContain('Viewer: 你好\nHost: 欢迎来到直播间！\nViewer: 有优惠券吗');
      expect(asked).toContain('Product on screen: 明前龙井, price 199 (list price 258)');
      expect(asked).toContain(
        '1. get_coupons({"sku":"tea-1"}) -> result {"coupons":[{"off":20,"min":199}]}',
      );
      // The reply is the last thing before the instruction, so a small grader reads it last.
      expect(asked).toMatch(new RegExp(`final reply\\n${REPLY}\\n\\nGrade the final reply`));
    },
  );

  it("fails on a fail verdict, with the judge's reason", { timeout: BOUND }, async () => {
    server.enqueue(text('{"pass": false, "reason": "It promises free shipping."}'));
    const result = await grade();
    expect(result).toMatchObject({
      status: 'fail',
      pass: false,
      message: 'Judge: It promises free shipping.',
    });
  });

  it(
    'reads a verdict in a ```json fence after prose and thinking',
    { timeout: BOUND },
    async () => {
      server.enqueue(
        text(
          '<think>The rubric says {coupon}.</think>Here is my grade:\n```json\n{"pass": true, "reason": "Coupon {20} named."}\n```',
        ),
      );
      expect(await grade()).toMatchObject({ status: 'pass', message: 'Judge: Coupon {20} named.' });
    },
  );

  it(
    'fails the check, saying why, when the answer holds no JSON object',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('I think the host did fine.'));
      const result = await grade();
      expect(result).toMatchObject({
        status: 'fail',
        pass: false,
        message:
          'The judge failed: endpoint "grader" answered no JSON object: "I think the host did fine."',
      });
    },
  );

  it('fails the check when "pass" is not a boolean', { timeout: BOUND }, async () => {
    server.enqueue(text('{"pass": "yes", "reason": "ok"}'));
    const result = await grade();
    expect(result.status).toBe('fail');
    expect(result.message).toBe(
      'The judge failed: endpoint "grader" answered no boolean "pass" (true or false): {"pass":"yes","reason":"ok"}',
    );
  });

  it('fails the check on an HTTP error of the endpoint', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'http_error', status: 500, message: 'CUDA out of memory' });
    const result = await grade();
    expect(result.status).toBe('fail');
    expect(result.message).toMatch(
      /^The judge failed: endpoint "grader": The model server at http:\/\/127\.0\.0\.1:\d+\/v1 answered HTTP 500: CUDA out of memory$/,
    );
  });

  it(
    'fails the check when the endpoint hangs past its time limit',
    { timeout: BOUND },
    async () => {
      server.enqueue({ kind: 'hang' });
      const started = performance.now();
      const result = await grade();
      expect(result.status).toBe('fail');
      expect(result.message).toMatch(/endpoint "grader": .* sent no token within 500 ms\.$/);
      // Ended by the endpoint's own first-token limit, not by the test's bound.
      expect(performance.now() - started).toBeLessThan(2_000);
      // The request is given up, not left open on the model server.
      await vi.waitFor(() => expect(server.requests.at(-1)!.abandoned).toBe(true));
    },
  );

  it(
    'asks the endpoint an expectation names; an unknown name fails without asking',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('{"pass": true, "reason": "fine"}'));
      const named = testCase({
        expectations: [{ type: 'judge', rubric: RUBRIC, endpoint: 'big' }],
      });
      expect((await grade(named)).status).toBe('pass');
      expect(lastRequest().model).toBe('big');

      const asked = server.requests.length;
      const unknown = testCase({
        expectations: [{ type: 'judge', rubric: RUBRIC, endpoint: 'nope' }],
      });
      expect(await grade(unknown)).toMatchObject({
        status: 'fail',
        message:
          'The judge failed: no model endpoint "nope" is configured (configured: host, grader, big).',
      });
      expect(server.requests.length).toBe(asked);
    },
  );

  it(
    'tells the grader when the host said nothing, and how the turn ended',
    { timeout: BOUND },
    async () => {
      const blocked = record({ reply: null, outcome: 'blocked', toolCalls: [], toolResults: [] });
      // A case that expects an answer fails a blocked turn without asking the judge.
      const asking = server.requests.length;
      const expectsAnswer = await evaluateCase(testCase({ context: {} }), [blocked], doc, {
        judge: judge(),
      });
      expect(expectsAnswer.trials[0]!.expectations[0]!.status).toBe('fail');
      expect(server.requests.length).toBe(asking);
      // A case that expects the block asks the judge how it was handled, saying so.
      server.enqueue(text('{"pass": false, "reason": "No reply."}'));
      const c = testCase({
        context: {},
        expectations: [{ type: 'blocked' }, { type: 'judge', rubric: RUBRIC }],
      });
      const evaluation = await evaluateCase(c, [blocked], doc, { judge: judge() });
      expect(evaluation.trials[0]!.expectations[1]!.status).toBe('fail');
      const asked = userMessage();
      expect(asked).toContain(
        '(none: the host said nothing; the turn ended with outcome "blocked")',
      );
      expect(asked).toContain("## The host's tool calls\n(none)");
      expect(asked).not.toContain('Live context');
    },
  );

  it('stops at once when the run is cancelled', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'hang' });
    const controller = new AbortController();
    const pending = judge()(RUBRIC, record(), { testCase: testCase() }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    await expect(pending).rejects.toThrow('the run was cancelled before the judge answered.');
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('reading a verdict', () => {
  it('takes the first JSON object, skipping braces that are not JSON', () => {
    expect(
      firstJsonObject('score {x} then {"pass": false, "reason": "a } in a string"} {"pass": true}'),
    ).toEqual({
      pass: false,
      reason: 'a } in a string',
    });
    expect(firstJsonObject('[1, 2] and {"pass": tru')).toBeNull();
  });

  it('cuts a long reason and names a missing one', () => {
    const long = readVerdict(JSON.stringify({ pass: true, reason: '好'.repeat(400) }), 'grader');
    expect(long.reason).toBe(`${'好'.repeat(300)}…`);
    expect(readVerdict('{"pass": false}', 'grader')).toEqual({
      pass: false,
      reason: '(no reason given)',
    });
    expect(() => readVerdict('  ', 'grader')).toThrow('endpoint "grader" answered nothing.');
  });
});
