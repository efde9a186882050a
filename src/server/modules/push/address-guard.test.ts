/** The push endpoints' address rule (./address-guard.ts): only public unicast addresses pass. */
import { describe, expect, it } from 'vitest';
import { checkEndpoint, isPublicAddress } from './address-guard.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.74.46', '17.253.144.10', '2001:4860:4860::8888', '2a00:1450:4001:82b::200a'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkEndpoint', () => {
  it('refuses http even when private addresses are allowed', async () => {
    await expect(checkEndpoint('http://8.8.8.8/x', true)).rejects.toMatchObject({ refusal: 'not-https' });
  });
  it('refuses a name that resolves to loopback, and one that does not resolve', async () => {
    await expect(checkEndpoint('https://localhost/x', false)).rejects.toMatchObject({ refusal: 'private' });
    await expect(checkEndpoint('https://no-such-host.invalid/x', false)).rejects.toMatchObject({
      refusal: 'unresolved',
    });
  });
  it('lets private addresses through when allowed', async () => {
    await expect(checkEndpoint('https://127.0.0.1:8443/x', true)).resolves.toBeUndefined();
  });
});
