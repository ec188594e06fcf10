// MAP_TILE_URL (server/config.ts, docs/maps.md): an http(s) template naming {z}, {x} and {y}, or
// the start stops with a message; unset, the maps draw the shipped basemap only.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { tileImageSource } from '../../server/securityHeaders.ts';

const env = (extra: Record<string, string>) => ({ AUTH_SECRET: 'x'.repeat(32), ...extra });

describe('MAP_TILE_URL', () => {
  it('takes an OpenStreetMap-style template and its attribution', () => {
    expect(
      loadConfig(
        env({
          MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
          MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
        }),
      ).map,
    ).toEqual({
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    });
  });
  it('unset: no tile server', () => {
    expect(loadConfig(env({})).map).toEqual({ tileUrl: undefined, tileAttribution: undefined });
  });
  it.each(['https://tiles.example.org/{z}/{x}.png', 'ftp://tiles.example.org/{z}/{x}/{y}.png'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig(env({ MAP_TILE_URL: value }))).toThrow(
        `MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${value}"`,
      );
    },
  );
});

describe('tileImageSource (the CSP img-src the tiles need)', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://10.0.0.5:8081/tiles/{z}/{x}/{y}.png?key=1', 'http://10.0.0.5:8081'],
  ])('%s needs %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });
  it('no template, no source', () => {
    expect(tileImageSource(undefined)).toBeUndefined();
  });
});
