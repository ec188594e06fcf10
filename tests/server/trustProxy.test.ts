// TRUST_PROXY (docs/scaling.md): behind nginx the sign-in rate limit counts each client by the
// X-Forwarded-For the configured proxy sends, and never by a header any peer could send.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startHarness, type Harness } from './harness.ts';

const wrongLogin = (h: Harness, peer: string, forwardedFor?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: peer,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
  });

test('TRUST_PROXY is read from the environment; unset trusts no proxy', () => {
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, '/tmp').trustProxy).toBe(
    '127.0.0.1,10.0.0.0/8',
  );
  expect(loadConfig({}, '/tmp').trustProxy).toBeUndefined();
});

describe('behind a trusted proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      config: { trustProxy: '127.0.0.1', loginRateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
  });
  afterAll(() => h?.close());

  test('each client behind the proxy has its own sign-in limit; a peer that is not the proxy cannot pick one', async () => {
    for (let i = 0; i < 2; i++)
      expect((await wrongLogin(h, '127.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    expect((await wrongLogin(h, '127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    // Another client through the same proxy is counted apart.
    expect((await wrongLogin(h, '127.0.0.1', '203.0.113.8')).statusCode).toBe(401);
    // A peer that is not the proxy is counted by its own address, whatever header it sends.
    for (let i = 0; i < 2; i++)
      expect((await wrongLogin(h, '198.51.100.9', `203.0.113.${20 + i}`)).statusCode).toBe(401);
    expect((await wrongLogin(h, '198.51.100.9', '203.0.113.30')).statusCode).toBe(429);
  });
});
