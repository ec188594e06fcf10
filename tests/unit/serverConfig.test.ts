// server/config.ts reads the environment through env-schema (a JSON Schema); these are the
// defaults and the one-line messages a wrong variable gets, whatever ajv keyword failed.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('applies the defaults; an empty variable counts as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', LOG_FORMAT: '' }, '/r');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/r/.data',
      tokenTtlSeconds: 12 * 3600,
      loginRateLimit: { max: 10, timeWindowMs: 60_000 },
      bodyLimitBytes: 1_048_576,
      seed: 'auto',
      staticDir: '/r/dist',
      logLevel: 'info',
      logFormat: 'auto',
      publicUrl: 'http://localhost:8080',
      demoAlertsPerMinute: 4,
      integrations: {},
    });
    expect(loadConfig({ STATIC_DIR: '' }).staticDir).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).demoAlertsPerMinute).toBe(0);
  });

  it('coerces integers and normalises URLs and case', () => {
    const config = loadConfig({
      PORT: '0x10',
      SEED: 'False',
      LOG_FORMAT: 'JSON',
      ENERGY_WEBHOOK_URL: 'HTTPS://Energy.example/hook/',
      ENERGY_WEBHOOK_SECRET: 's',
    });
    expect(config).toMatchObject({ port: 16, seed: 'never', logFormat: 'json' });
    expect(config.integrations.energy).toEqual({ url: 'https://energy.example/hook', secret: 's' });
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{ PORT: 'Infinity' }, 'PORT must be an integer from 0 to 65535, got "Infinity"'],
    [
      { TOKEN_TTL_SECONDS: '1.5' },
      'TOKEN_TTL_SECONDS must be an integer from 60 to 2592000, got "1.5"',
    ],
    [{ SEED: '' }, 'SEED must be true, false or auto, got ""'],
    [{ PORT: 'x', SEED: 'maybe' }, 'SEED must be true, false or auto, got "maybe"'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be json, pretty or auto, got "xml"'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be an http(s) URL, got "ftp://x"'],
    [{ CONSOLE_URL: 'localhost' }, 'CONSOLE_URL must be an http(s) URL, got "localhost"'],
  ])('%j fails with one message', (env, text) => {
    expect(() => loadConfig(env)).toThrow(new Error(text));
  });
});
