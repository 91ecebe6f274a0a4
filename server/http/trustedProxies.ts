import { BlockList, isIP } from 'node:net';

/**
 * Which peers may speak for the client through X-Forwarded-For/-Proto/-Host: the
 * addresses and CIDR ranges of TRUSTED_PROXIES (server/config.ts). Fastify gets the same
 * list as `trustProxy`; the identity provider (Koa) only knows "trust all or none", so its
 * mount drops the forwarded headers of every request from any other peer.
 */
export interface TrustedProxies {
  /** For Fastify's `trustProxy`: false when the list is empty. */
  fastifyOption: false | string[];
  /** True when the direct peer at this address is one of the trusted proxies. */
  trusts(address: string | undefined): boolean;
}

function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function trustedProxies(list: readonly string[]): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return {
    fastifyOption: list.length > 0 ? [...list] : false,
    trusts(address) {
      if (!address || list.length === 0) return false;
      const plain = unmapped(address);
      return blocks.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The forwarded headers a proxy sets; removed from requests of untrusted peers. */
export const forwardedHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
] as const;
