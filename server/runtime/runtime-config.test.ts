import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';
import { ToolCallAssembler } from './tool-call-assembler';

describe('loadRuntimeConfig', () => {
  it("defaults to one endpoint at vLLM's default address", () => {
    const c = loadRuntimeConfig({});
    expect(c.modelEndpoints).toEqual([
      {
        name: 'default',
        baseUrl: 'http://127.0.0.1:8000/v1',
        timeoutMs: 120_000,
        firstTokenTimeoutMs: 30_000,
      },
    ]);
    expect(c.toolNetwork).toEqual({ allowPrivate: false, allowedHosts: [] });
    expect(c.hookWorkers).toBe(2);
  });

  it('reads several endpoints, the tool allow-list and the worker count', () => {
    const c = loadRuntimeConfig({
      MODEL_ENDPOINTS: JSON.stringify([
        {
          name: 'small',
          baseUrl: 'http://gpu-1:8000/v1/',
          model: 'Qwen/Qwen2.5-1.5B-Instruct',
          firstTokenTimeoutMs: 5_000,
        },
        {
          name: 'large',
          baseUrl: 'https://api.example.com/v1',
          model: 'big',
          apiKeyEnv: 'LARGE_KEY',
        },
      ]),
      TOOL_ALLOWED_HOSTS: ' inventory.internal:8080 , 10.1.2.3 ',
      TOOL_ALLOW_PRIVATE: '0',
      HOOK_WORKERS: '4',
    });
    expect(c.modelEndpoints.map((e) => [e.name, e.baseUrl, e.firstTokenTimeoutMs])).toEqual([
      ['small', 'http://gpu-1:8000/v1', 5_000],
      ['large', 'https://api.example.com/v1', 30_000],
    ]);
    expect(c.modelEndpoints.map((e) => e.streamUsage)).toEqual([undefined, undefined]);
    const quiet = loadRuntimeConfig({
      MODEL_ENDPOINTS: '[{"name":"old","baseUrl":"http://x","streamUsage":false}]',
    });
    expect(quiet.modelEndpoints[0]!.streamUsage).toBe(false);
    expect(() =>
      loadRuntimeConfig({
        MODEL_ENDPOINTS: '[{"name":"a","baseUrl":"http://x","streamUsage":"no"}]',
      }),
    ).toThrow(/MODEL_ENDPOINTS\[0\]\[streamUsage\]/);
    expect(c.toolNetwork.allowedHosts).toEqual(['inventory.internal:8080', '10.1.2.3']);
    expect(c.hookWorkers).toBe(4);
  });

  it('says what is wrong with a bad MODEL_ENDPOINTS', () => {
    expect(() => loadRuntimeConfig({ MODEL_ENDPOINTS: 'nope' })).toThrow(/must be a JSON array/);
    expect(() =>
      loadRuntimeConfig({ MODEL_ENDPOINTS: '[{"name":"a","baseUrl":"ftp://x"}]' }),
    ).toThrow(/MODEL_ENDPOINTS\[0\]\[baseUrl\]/);
    expect(() =>
      loadRuntimeConfig({
        MODEL_ENDPOINTS: '[{"name":"a","baseUrl":"http://x"},{"name":"a","baseUrl":"http://y"}]',
      }),
    ).toThrow(/names must differ/);
    expect(() =>
      loadRuntimeConfig({ MODEL_ENDPOINTS: '[{"name":"a","baseUrl":"http://x","apiKey":"sk-1"}]' }),
    ).toThrow();
    expect(() => loadRuntimeConfig({ HOOK_WORKERS: '0' })).toThrow(/HOOK_WORKERS/);
  });

  it('takes JUDGE_ENDPOINT only when it names a configured endpoint', () => {
    const endpoints = JSON.stringify([
      { name: 'small', baseUrl: 'http://gpu-1:8000/v1' },
      { name: 'grader', baseUrl: 'http://gpu-2:8000/v1' },
    ]);
    expect(loadRuntimeConfig({}).judgeEndpoint).toBeUndefined();
    expect(loadRuntimeConfig({ JUDGE_ENDPOINT: ' ' }).judgeEndpoint).toBeUndefined();
    expect(loadRuntimeConfig({ JUDGE_ENDPOINT: 'default' }).judgeEndpoint).toBe('default');
    expect(
      loadRuntimeConfig({ MODEL_ENDPOINTS: endpoints, JUDGE_ENDPOINT: 'grader' }).judgeEndpoint,
    ).toBe('grader');
    // The default endpoint is gone once MODEL_ENDPOINTS lists others: naming it is a mistake.
    expect(() =>
      loadRuntimeConfig({ MODEL_ENDPOINTS: endpoints, JUDGE_ENDPOINT: 'default' }),
    ).toThrow(
      'JUDGE_ENDPOINT is "default", which is not a configured model endpoint: use one of "small", "grader"',
    );
  });
});

describe('ToolCallAssembler', () => {
  it('continues a call when a server leaves out the index, and starts a new one on a new id', () => {
    const a = new ToolCallAssembler();
    a.add([{ id: 'x', function: { name: 'get', arguments: '{"a":' } }]);
    a.add([{ function: { arguments: '1}' } }]);
    a.add([{ id: 'y', function: { name: 'put', arguments: '' } }]);
    a.add([{ id: 'y', function: { arguments: '{}' } }]);
    expect(a.finish().map((c) => [c.id, c.name, c.arguments])).toEqual([
      ['x', 'get', { a: 1 }],
      ['y', 'put', {}],
    ]);
  });

  it('reads an empty argument string as no arguments', () => {
    const a = new ToolCallAssembler();
    a.add([{ index: 0, id: 'z', function: { name: 'now', arguments: '' } }]);
    expect(a.finish()[0]!.arguments).toEqual({});
  });
});
