import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { platformProblem } from '../kit/problem.ts';
import { trustedProxies } from './trustedProxies.ts';
import { portalTestApp } from '../testing/portal.ts';

/**
 * The answers of the whole portal server (buildApp, a real database of its own, demo seed),
 * served as https://portal.example with no TRUSTED_PROXIES: what every answer carries and
 * how errors look, whoever raised them.
 */

let portal: App;

beforeAll(async () => {
  portal = await portalTestApp({
    PUBLIC_URL: 'https://portal.example',
    DIST_DIR: 'server/http/no-dist',
    DATABASE_URL: undefined,
  });
  const { app } = portal;
  // Stand-ins reached through the portal's own hooks and error handler.
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
  app.post('/api/test/echo', { config: { anonymous: true } }, async (request) => request.body);
  app.get('/api/test/busy', { config: { anonymous: true } }, async () => {
    throw platformProblem('rateLimited');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 240_000);

afterAll(async () => {
  await portal?.app.close();
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const response = await portal.app.inject({
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('believes X-Forwarded-For only from the addresses in TRUSTED_PROXIES', async () => {
    const app = Fastify({ trustProxy: trustedProxies(['10.0.0.0/8', '::1']).fastifyOption });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const from = async (remoteAddress: string) =>
      (
        await app.inject({
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).json<{ ip: string }>().ip;
    expect(await from('10.1.2.3')).toBe('203.0.113.9');
    expect(await from('::1')).toBe('203.0.113.9');
    expect(await from('192.0.2.1')).toBe('192.0.2.1');
    expect(trustedProxies([]).fastifyOption).toBe(false);
    expect(trustedProxies(['10.0.0.0/8']).trusts('::ffff:10.9.9.9')).toBe(true);
    expect(trustedProxies([]).trusts('127.0.0.1')).toBe(false);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.example' })).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1 , fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.1',
      'fd00::/8',
    ]);
  });
});

describe('answers', () => {
  it('sends nosniff and HSTS on every answer when served over HTTPS', async () => {
    for (const url of ['/healthz', '/api/v2/memberProfiles/me', '/api/test/busy', '/test/ip']) {
      const response = await portal.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('sends nosniff and HSTS on the identity providers’ answers too (they bypass onSend)', async () => {
    for (const url of [
      '/idp/.well-known/openid-configuration',
      '/idp/jwks',
      // The provider's own error page: an authorization request without a client.
      '/idp/auth',
      '/idp-password-change/.well-known/openid-configuration',
    ]) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('answers 401 with WWW-Authenticate: Bearer, and error="invalid_token" for a bad token', async () => {
    const none = await portal.app.inject({ url: '/api/v2/memberProfiles/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const bad = await portal.app.inject({
      url: '/api/v2/memberProfiles/me',
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('answers 429 with Retry-After', async () => {
    const response = await portal.app.inject({ url: '/api/test/busy' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({ type: 'rateLimited', status: 429 });
  });

  it('answers a body over the limit with 413 problem+json', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toEqual({
      type: 'payloadTooLarge',
      title: 'Det du skickade är för stort.',
      status: 413,
    });
  });

  it('answers headers over the limit with 431 problem+json', async () => {
    const { port } = portal.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error) => (text ? resolve(text) : reject(error)));
      socket.write(
        `GET /healthz HTTP/1.1\r\nHost: portal.example\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      );
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body)).toMatchObject({ type: 'headersTooLarge', status: 431 });
  });
});
