import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { AddressRefused, type AddressPolicy } from '../../runtime/tools/address-policy';
import { urlTarget } from './webhook-url';

export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status; null when it did not answer. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface OutgoingMessage {
  url: string;
  secret: string;
  /** The Standard Webhooks `webhook-id`: the same on every attempt. */
  messageId: string;
  /** The JSON body, exactly as signed. */
  payload: string;
}

/** What the receiver says back is not kept; reading more than this is pointless. */
const RESPONSE_LIMIT = 64 * 1024;

async function drain(res: IncomingMessage): Promise<void> {
  let size = 0;
  for await (const part of res) {
    size += (part as Buffer).length;
    if (size > RESPONSE_LIMIT) {
      res.destroy();
      return;
    }
  }
}

function describeFailure(err: unknown, url: URL, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `No answer within ${timeoutMs} ms.`;
  if (err instanceof AddressRefused) return err.message;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return `Nothing answers at ${url.host} (connection refused).`;
  if (code === 'ENOTFOUND') return `The host ${url.host} does not resolve.`;
  if (code === 'ECONNRESET') return `${url.host} closed the connection.`;
  return (err as Error).message || `The call to ${url.host} failed.`;
}

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp` in seconds,
 * `webhook-signature` `v1,<HMAC-SHA256>` by the `standardwebhooks` package). The address is
 * checked after resolution and the socket connects only to checked addresses, as for tool
 * bindings; redirects are not followed. 2xx is delivered; anything else is a failed attempt.
 * The secret goes into the signature only: no error message carries it.
 */
export async function sendWebhook(
  message: OutgoingMessage,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<DeliveryAttempt> {
  const started = Date.now();
  const at = new Date(started);
  const url = new URL(message.url);
  const { hostname, port } = urlTarget(url);
  const timeout = AbortSignal.timeout(timeoutMs);
  const result = (status: number | null, error: string | null): DeliveryAttempt => ({
    at: at.toISOString(),
    status,
    error,
    durationMs: Date.now() - started,
  });
  try {
    if (isIP(hostname)) policy.check(hostname, port, hostname);
    const signature = new Webhook(message.secret).sign(message.messageId, at, message.payload);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(message.payload)),
      'user-agent': 'HarnessStudio-Webhooks/1',
      'webhook-id': message.messageId,
      'webhook-timestamp': String(Math.floor(started / 1000)),
      'webhook-signature': signature,
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers,
        signal: timeout,
        lookup: policy.pinnedLookup(port),
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(message.payload);
    });
    await drain(res);
    const status = res.statusCode ?? 0;
    if (status >= 200 && status < 300) return result(status, null);
    if (status >= 300 && status < 400) {
      return result(status, `Answered a redirect (HTTP ${status}); redirects are not followed.`);
    }
    return result(status, `Answered HTTP ${status}.`);
  } catch (err) {
    return result(null, describeFailure(err, url, timeout.aborted, timeoutMs));
  }
}
