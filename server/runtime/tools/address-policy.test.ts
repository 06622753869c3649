import { describe, expect, it } from 'vitest';
import { AddressPolicy, isInternalAddress } from './address-policy';

describe('isInternalAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified and their IPv6 forms', () => {
    const internal = [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc00::abcd',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not-an-address',
    ];
    for (const a of internal) expect(isInternalAddress(a), a).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111']) {
      expect(isInternalAddress(a), a).toBe(false);
    }
  });
});

describe('AddressPolicy', () => {
  it('allows an internal host only when it is listed, by name or address, with or without port', () => {
    const policy = new AddressPolicy({
      allowPrivate: false,
      allowedHosts: ['127.0.0.1:8080', 'tools.internal', '10.1.2.3'],
    });
    expect(policy.allows('127.0.0.1', 8080, '127.0.0.1')).toBe(true);
    expect(policy.allows('127.0.0.1', 8081, '127.0.0.1')).toBe(false);
    expect(policy.allows('tools.internal', 443, '10.9.9.9')).toBe(true);
    expect(policy.allows('anything.example', 80, '10.1.2.3')).toBe(true);
    expect(policy.allows('localhost', 8080, '127.0.0.1')).toBe(true); // its address is listed with this port
    expect(policy.allows('localhost', 9000, '127.0.0.1')).toBe(false);
    expect(policy.allows('example.com', 443, '93.184.216.34')).toBe(true);
  });

  it('allows everything with TOOL_ALLOW_PRIVATE', () => {
    const policy = new AddressPolicy({ allowPrivate: true, allowedHosts: [] });
    expect(policy.allows('metadata', 80, '169.254.169.254')).toBe(true);
  });

  it('checks every address a name resolves to and hands over only those', async () => {
    const refused = new AddressPolicy({ allowPrivate: false, allowedHosts: [] }).pinnedLookup(80);
    const err = await new Promise<Error | null>((resolve) =>
      refused('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.message).toMatch(/"localhost" resolves to .* internal address/);
    const allowed = new AddressPolicy({
      allowPrivate: false,
      allowedHosts: ['localhost'],
    }).pinnedLookup(80);
    const got = await new Promise<unknown>((resolve) =>
      allowed('localhost', { all: true }, (_e, addresses) => resolve(addresses)),
    );
    expect((got as { address: string }[]).every((a) => isInternalAddress(a.address))).toBe(true);
  });
});
