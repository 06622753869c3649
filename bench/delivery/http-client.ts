/** The few API calls the bench makes itself, to set up the studio and check the baseline. */

export async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string; bytes: Buffer }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: bytes.toString('utf8'), bytes };
}

export async function expectStatus<R extends { status: number; text: string }>(
  what: string,
  res: Promise<R>,
  status: number,
): Promise<R> {
  const r = await res;
  if (r.status !== status)
    throw new Error(`${what}: expected ${status}, got ${r.status} ${r.text}`);
  return r;
}
