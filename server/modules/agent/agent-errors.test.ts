import OpenAI from 'openai';
import { beforeAll, expect, it } from 'vitest';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { signIn } from '../../testing/session-helpers';
import { agentClient, ask, publishedHarness, rejection, streamed } from './agent-testing';

const JSON_TYPE = /^application\/json/;

describeRuntimeApi('agent endpoint errors, as the official OpenAI client reads them', (api) => {
  let id = '';
  let client: OpenAI;
  beforeAll(async () => {
    id = await publishedHarness(api);
    client = agentClient(api, id);
  });
  // Every request error is raised before the model is asked: streamed or not, the same.
  const bothWays = async (body: Record<string, unknown>, on = client) => {
    const whole = await rejection(() => on.chat.completions.create(body as never));
    const stream = await rejection(() => streamed(on, body));
    expect({ ...stream.error!, status: stream.status }).toEqual({
      ...whole.error!,
      status: whole.status,
    });
    return whole;
  };

  it('names the field of an invalid body in `param`', async () => {
    const empty = await bothWays(ask('x', { messages: [] }));
    expect(empty).toBeInstanceOf(OpenAI.BadRequestError);
    expect(empty).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      param: 'messages',
      code: 'schema.too_small',
    });
    expect(empty.message).toContain("Send at least the viewer's message.");

    const role = await bothWays(ask('x', { messages: [{ role: 'robot', content: 'hi' }] }));
    expect(role).toBeInstanceOf(OpenAI.BadRequestError);
    expect(role).toMatchObject({ type: 'invalid_request_error', param: 'messages[0].role' });
    expect(role.message).toContain('Use a Chat Completions role');

    const last = await bothWays(ask('x', { messages: [{ role: 'assistant', content: 'hi' }] }));
    expect(last).toMatchObject({ status: 400, param: 'messages' });
  });

  it('refuses a body over the limit with 413 and malformed JSON with 400', async () => {
    const big = await rejection(() =>
      client.chat.completions.create(ask('长'.repeat(1_100_000)) as never),
    );
    expect(big).toMatchObject({
      status: 413,
      type: 'invalid_request_error',
      code: 'request_too_large',
    });
    const bad = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token('qa')}`, 'content-type': 'application/json' },
      body: '{"messages": [',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(JSON_TYPE);
    const body = (await bad.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'bad_json' });
  });

  it('answers a wrong or missing API key with 401 authentication_error', async () => {
    const wrong = agentClient(api, id, { apiKey: 'not-a-token' });
    const err = await bothWays(ask('x'), wrong);
    expect(err).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(err).toMatchObject({ status: 401, type: 'authentication_error' });
    expect(err.message).toContain('unknown or has been revoked');
    for (const path of ['chat/completions', 'models']) {
      const res = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/${path}`, {
        method: path === 'models' ? 'GET' : 'POST',
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(JSON_TYPE);
      const body = (await res.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key' });
    }
  });

  it('answers a signed-in browser write without its CSRF header with 403', async () => {
    const { cookie } = await signIn(api, api.token('qa'));
    const res = await api.as('anonymous', 'POST', `/harnesses/${id}/chat/completions`, {
      body: ask('x'),
      headers: { cookie },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(JSON_TYPE);
    expect(res.body).toMatchObject({ error: { type: 'permission_error', param: null } });
  });

  it("answers an unknown harness, or another shop's, with 404 harness_not_found", async () => {
    const nowhere = await bothWays(ask('x'), agentClient(api, 'no-such-harness'));
    const hidden = await bothWays(
      ask('x'),
      agentClient(api, id, { apiKey: api.token('otherMerchant') }),
    );
    for (const err of [nowhere, hidden]) {
      expect(err).toBeInstanceOf(OpenAI.NotFoundError);
      expect(err).toMatchObject({
        status: 404,
        type: 'not_found_error',
        code: 'harness_not_found',
      });
    }
    const models = await rejection(() => agentClient(api, 'no-such-harness').models.list());
    expect(models).toBeInstanceOf(OpenAI.NotFoundError);
    expect(models.code).toBe('harness_not_found');
  });

  it('answers an unknown label with 404 model_not_found naming where it came from', async () => {
    const byModel = await bothWays(ask('x', { model: 'gpt-4o' }));
    expect(byModel).toBeInstanceOf(OpenAI.NotFoundError);
    expect(byModel).toMatchObject({
      type: 'not_found_error',
      code: 'model_not_found',
      param: 'model',
    });
    expect(byModel.message).toContain('production, staging');
    const byQuery = await bothWays(
      ask('x'),
      agentClient(api, id, { defaultQuery: { label: 'nope' } }),
    );
    expect(byQuery).toMatchObject({ status: 404, code: 'model_not_found', param: 'label' });
    const badQuery = await bothWays(
      ask('x'),
      agentClient(api, id, { defaultQuery: { label: 'Not A Label' } }),
    );
    expect(badQuery).toMatchObject({ status: 400, param: 'label' });
  });

  it('answers a label that points at no version with 404 model_not_published', async () => {
    const fresh = await createRelaxedSample(api);
    const err = await bothWays(ask('x', { model: 'staging' }), agentClient(api, fresh));
    expect(err).toBeInstanceOf(OpenAI.NotFoundError);
    expect(err).toMatchObject({ code: 'model_not_published', param: 'model' });
    expect(err.message).toContain('points at no version yet');
  });

  it('lists the labels as models and retrieves one', async () => {
    const page = await client.models.list();
    expect(page.data.map((m) => [m.id, m.object, m.owned_by])).toEqual([
      ['production', 'model', id],
      ['staging', 'model', id],
    ]);
    expect(page.data.every((m) => Number.isInteger(m.created) && m.created > 1e9)).toBe(true);
    const staging = await client.models.retrieve('staging');
    expect(staging).toMatchObject({ id: 'staging', object: 'model', harness: { version: 2 } });
    const missing = await rejection(() => client.models.retrieve('nope'));
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing).toMatchObject({ code: 'model_not_found', param: 'model' });
  });

  it('documents the OpenAI error body in OpenAPI for the agent routes only', async () => {
    const doc = await api.as<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('qa', 'GET', '/openapi.json');
    const completions = doc.body.paths['/api/v1/harnesses/{id}/chat/completions']!.post!;
    const models = doc.body.paths['/api/v1/harnesses/{id}/models']!.get!;
    for (const response of [completions.responses['400'], models.responses.default]) {
      expect(JSON.stringify(response)).toContain('invalid_request_error');
      expect(response).toMatchObject({ content: { 'application/json': {} } });
    }
    const other = doc.body.paths['/api/v1/harnesses/{id}']!.get!;
    expect(other.responses.default).toMatchObject({ content: { 'application/problem+json': {} } });
  });

  it('leaves every other route on RFC 9457 problem details', async () => {
    expectProblem(await api.as('qa', 'GET', '/harnesses/no-such-harness'), 404);
    expectProblem(await api.as('anonymous', 'GET', `/harnesses/${id}`), 401);
    // A neighbour of the agent's paths, with a body the schema refuses.
    const invalid = await api.as('qa', 'POST', '/preview', { body: { messages: [] } });
    expect(expectProblem(invalid, 400).errors?.length).toBeGreaterThan(0);
    expectProblem(await api.as('qa', 'GET', `/harnesses/${id}/chat`), 404);
  });
});
