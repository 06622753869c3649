import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ToolNetworkConfig } from '../runtime-config';

// Addresses a tool must not reach unless the server allows it: loopback, private,
// link-local (incl. the 169.254.169.254 cloud metadata service), CGNAT, unspecified,
// multicast and reserved ranges, and their IPv6 equivalents. IPv4-mapped IPv6 addresses
// (::ffff:10.0.0.1) are checked against the IPv4 rules by BlockList itself.
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address that may be internal
  ['2002::', 16], // 6to4: likewise
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: refuse
  return internal.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class AddressRefused extends Error {}

/** Decides which hosts a tool binding may connect to. */
export class AddressPolicy {
  constructor(private readonly config: ToolNetworkConfig) {}

  /** Whether `host:port` (by name) or the address it resolved to is explicitly allowed. */
  allows(hostname: string, port: number, address: string): boolean {
    if (this.config.allowPrivate || !isInternalAddress(address)) return true;
    const names = [hostname.toLowerCase(), address];
    return this.config.allowedHosts.some((entry) =>
      names.some((n) => entry === n || entry === `${n}:${port}` || entry === `[${n}]:${port}`),
    );
  }

  check(hostname: string, port: number, address: string): void {
    if (this.allows(hostname, port, address)) return;
    const what = hostname === address ? address : `"${hostname}" resolves to ${address}, which`;
    throw new AddressRefused(
      `Refused: ${what} is an internal address. Allow it on the server with TOOL_ALLOWED_HOSTS if it is meant to be reached.`,
    );
  }

  /**
   * A `lookup` for http.request that resolves the name, checks every address, and hands
   * the socket only checked addresses: the connection goes where the check looked, so a
   * DNS answer that changes between check and connect (rebinding) cannot slip through.
   */
  pinnedLookup(port: number): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => {
        if (err) return callback(err, '', 0);
        try {
          for (const a of addresses) this.check(hostname, port, a.address);
        } catch (refused) {
          return callback(refused as NodeJS.ErrnoException, '', 0);
        }
        if (options.all) return (callback as unknown as AllCallback)(null, addresses);
        const first = addresses.find((a) => !options.family || a.family === options.family);
        if (!first) return callback(new Error(`No address for ${hostname}.`), '', 0);
        callback(null, first.address, first.family);
      });
    };
  }
}

type AllCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
