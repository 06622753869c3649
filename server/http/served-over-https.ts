import type { Context } from 'hono';

/** Whether this answer goes out over HTTPS (HSTS, the cookie's `Secure`): one rule for both. */
export const servedOverHttps = (c: Context): boolean => c.req.url.startsWith('https:');
