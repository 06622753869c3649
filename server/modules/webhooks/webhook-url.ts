import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { invalidField } from '../../db/store-errors';
import { AddressRefused, type AddressPolicy } from '../../runtime/tools/address-policy';

/** Where a webhook URL points: the host to check and the port to check it with. */
export function urlTarget(url: URL): { hostname: string; port: number } {
  return {
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
  };
}

/**
 * The same guard as tool bindings (TOOL_ALLOW_PRIVATE, TOOL_ALLOWED_HOSTS), applied when a
 * webhook is saved: a URL whose host is, or resolves to, an internal address is refused at
 * `/url`. The dispatcher checks again at every attempt (DNS answers change).
 */
export async function checkWebhookUrl(policy: AddressPolicy, text: string): Promise<void> {
  const url = new URL(text);
  if (url.username || url.password) {
    throw invalidField(
      '/url',
      'webhook.url.credentials',
      'Put no credentials in the URL: receivers verify the webhook-signature header instead.',
    );
  }
  const { hostname, port } = urlTarget(url);
  let addresses: string[];
  if (isIP(hostname)) {
    addresses = [hostname];
  } else {
    try {
      addresses = (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw invalidField(
        '/url',
        'webhook.url.unresolved',
        `The host "${hostname}" does not resolve from the studio.`,
      );
    }
  }
  try {
    for (const address of addresses) policy.check(hostname, port, address);
  } catch (err) {
    if (err instanceof AddressRefused) {
      throw invalidField('/url', 'webhook.url.internal', err.message);
    }
    throw err;
  }
}
