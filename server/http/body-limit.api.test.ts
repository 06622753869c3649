import { request } from 'node:http';
import { expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';

interface Early {
  status: number;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/**
 * Declares `declared` bytes, sends a few, and waits for the answer without sending the
 * rest: only a server that refuses on the declared size answers at all.
 */
function postDeclaring(url: string, declared: number, token?: string): Promise<Early> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(declared),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer within 3 s: the server waited for the body'));
    }, 3_000);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({
          status: res.statusCode!,
          contentType: res.headers['content-type'],
          body: JSON.parse(text) as Record<string, unknown>,
        });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.write('{"messages": [');
  });
}

describeApi('a body declared larger than the limit', (api) => {
  const url = (path: string) => `${api.baseUrl()}/api/v1${path}`;

  it('is refused with a 413 problem at once, before it is read', async () => {
    const res = await postDeclaring(url('/harnesses'), 3 * 1024 * 1024, api.token('admin'));
    expect(res.status).toBe(413);
    expect(res.contentType).toBe('application/problem+json');
    expect(res.body).toMatchObject({ status: 413, title: 'Content Too Large' });
    // A route's own, smaller limit counts the same way (sign-in takes 4 KB).
    const signIn = await postDeclaring(url('/session'), 5_000);
    expect(signIn.status).toBe(413);
  });

  it('on the agent endpoint, refused in the OpenAI shape', async () => {
    const res = await postDeclaring(
      url('/harnesses/anything/chat/completions'),
      3 * 1024 * 1024,
      api.token('qa'),
    );
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'request_too_large',
    });
  });
});
