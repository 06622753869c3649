import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { HttpBinding } from '../../../src/harness';
import { AddressRefused, type AddressPolicy } from './address-policy';
import type { ToolOutcome } from './tool-outcome';

export interface HttpToolOptions {
  policy: AddressPolicy;
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** Header values from server environment variables; a missing one is an error, named, not shown. */
function secretHeaders(binding: HttpBinding, env: HttpToolOptions['env']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [header, variable] of Object.entries(binding.secretHeaders)) {
    const value = env[variable];
    if (value === undefined || value === '') {
      throw new Error(`The server has no value for the header ${header} (set ${variable}).`);
    }
    headers[header] = value;
  }
  return headers;
}

async function readLimited(res: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (declared > limit) throw new Error(`The response is larger than ${limit} bytes.`);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of res) {
    size += (part as Buffer).length;
    if (size > limit) {
      res.destroy();
      throw new Error(`The response is larger than ${limit} bytes.`);
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

function describeFailure(err: unknown, binding: HttpBinding, timedOut: boolean): string {
  if (timedOut) return `The tool service did not answer within ${binding.timeoutMs} ms.`;
  if (err instanceof AddressRefused) return err.message;
  const code = (err as NodeJS.ErrnoException).code;
  const host = new URL(binding.url).host;
  if (code === 'ECONNREFUSED') return `Nothing answers at ${host} (connection refused).`;
  if (code === 'ENOTFOUND') return `The host ${host} does not resolve.`;
  return (err as Error).message || `The call to ${host} failed.`;
}

/**
 * POSTs the arguments as JSON. The address is checked after DNS resolution and the socket
 * connects to exactly the checked address; redirects are not followed (a redirect could
 * point anywhere).
 */
export async function runHttpTool(
  binding: HttpBinding,
  args: Record<string, unknown>,
  options: HttpToolOptions,
): Promise<ToolOutcome> {
  const url = new URL(binding.url);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const timeout = AbortSignal.timeout(binding.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    // An IP literal never goes through lookup, so check it here.
    if (isIP(hostname)) options.policy.check(hostname, port, hostname);
    const body = JSON.stringify(args);
    const headers = {
      ...secretHeaders(binding, options.env),
      'content-type': 'application/json',
      accept: 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers,
        signal,
        lookup: options.policy.pinnedLookup(port),
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(body);
    });
    const text = await readLimited(res, binding.maxResponseBytes);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400) {
      return {
        ok: false,
        error: `The tool service answered a redirect (HTTP ${status}); redirects are not followed.`,
      };
    }
    if (status < 200 || status >= 300) {
      const snippet = text.length > 200 ? `${text.slice(0, 200)}…` : text;
      return {
        ok: false,
        error: `The tool service answered HTTP ${status}${snippet ? `: ${snippet}` : '.'}`,
      };
    }
    try {
      return { ok: true, result: text === '' ? null : JSON.parse(text) };
    } catch {
      return { ok: true, result: text };
    }
  } catch (err) {
    if (options.signal?.aborted) return { ok: false, error: 'The turn was cancelled.' };
    return { ok: false, error: describeFailure(err, binding, timeout.aborted) };
  }
}
