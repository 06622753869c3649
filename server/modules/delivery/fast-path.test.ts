import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../http/app-env';
import { deliveryFastPath } from './fast-path';

/** The session id the fast path looks up for a Cookie header (the caches all hit). */
async function sessionLookedUp(cookie: string): Promise<string[]> {
  const asked: string[] = [];
  const deps = {
    config: { authMode: 'token' },
    delivery: {
      cachedHarness: () => ({ id: 'tea-shop', shopId: 'shop' }),
      cachedLabel: () => ({ version: 1, split: null }),
      cachedBody: () => undefined,
    },
    credentials: {
      sessionActor: async (id: string) => {
        asked.push(id);
        return null;
      },
    },
  } as unknown as AppDeps;
  const req = {
    method: 'GET',
    url: '/api/v1/harnesses/tea-shop/resolved',
    headers: { cookie },
  } as unknown as IncomingMessage;
  const handled = await deliveryFastPath(deps)(req, {} as ServerResponse);
  expect(handled).toBe(false);
  return asked;
}

// The fast path reads the session cookie as Hono's getCookie does for the route.
describe('the delivery fast path reads cookies as the route does', () => {
  it('strips the quotes of a quoted value', async () => {
    expect(await sessionLookedUp('a=1; hs_session="s-1"')).toEqual(['s-1']);
  });

  it('keeps a value that is not valid percent-encoding instead of throwing', async () => {
    expect(await sessionLookedUp('hs_session=s%E0%A4%A')).toEqual(['s%E0%A4%A']);
  });
});
