import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { servedOverHttps } from './served-over-https';

type CspDirectives = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

/**
 * The studio's pages: every script, worker, font and request from our own origin (Monaco
 * and its workers are bundled), no inline or eval script, never framed.
 */
const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Vite builds Monaco's workers as files under /assets: no blob: workers.
  workerSrc: ["'self'"],
  // Monaco injects <style> elements and style attributes at run time (themes, decorations,
  // widget positions), so inline styles must be allowed; inline scripts stay refused.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Monaco's CSS draws some icons as data: SVG images.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies CspDirectives;

/** API answers are data, never documents: nothing may load from them. */
const API_CSP = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
} satisfies CspDirectives;

/** The headers every answer carries besides its CSP: declared once, for Hono and raw node:http. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
} as const;

/** Only over HTTPS: a browser that saw it over plain HTTP would ignore it anyway. */
export const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

function middleware(csp: CspDirectives): MiddlewareHandler {
  const h = SECURITY_HEADERS;
  return secureHeaders({
    contentSecurityPolicy: csp,
    xContentTypeOptions: h['X-Content-Type-Options'],
    xFrameOptions: h['X-Frame-Options'],
    referrerPolicy: h['Referrer-Policy'],
    crossOriginOpenerPolicy: h['Cross-Origin-Opener-Policy'],
    crossOriginResourcePolicy: h['Cross-Origin-Resource-Policy'],
    originAgentCluster: h['Origin-Agent-Cluster'],
    xDnsPrefetchControl: h['X-DNS-Prefetch-Control'],
    xDownloadOptions: h['X-Download-Options'],
    xPermittedCrossDomainPolicies: h['X-Permitted-Cross-Domain-Policies'],
    xXssProtection: h['X-XSS-Protection'],
    strictTransportSecurity: false, // added below, only over HTTPS
  });
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Hono's secure headers on every answer of the app: the page policy, or the API's. */
export function securityHeaders(): MiddlewareHandler {
  const page = middleware(PAGE_CSP);
  const api = middleware(API_CSP);
  return async (c, next) => {
    await (isApi(c.req.path) ? api : page)(c, next);
    if (servedOverHttps(c)) {
      for (const [name, value] of Object.entries(HSTS)) c.res.headers.set(name, value);
    }
  };
}

/** Serialised as Hono serialises it; a test holds the two equal. */
function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const kebab = name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
      return [kebab, ...(values as string[])].join(' ');
    })
    .join('; ');
}

const RAW_API_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': cspHeader(API_CSP),
};

/**
 * The same headers for API answers written straight to node:http (the delivery fast path,
 * event streams), where no Hono middleware runs.
 */
export function rawApiSecurityHeaders(req: IncomingMessage): Readonly<Record<string, string>> {
  const encrypted = (req.socket as { encrypted?: boolean } | null)?.encrypted === true;
  return encrypted ? { ...RAW_API_HEADERS, ...HSTS } : RAW_API_HEADERS;
}
