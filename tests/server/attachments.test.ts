// Stored files and their signed URLs (docs/fleet-tasks.md, GET /files/{key}): the signature is the
// permission; a missing, forged or expired one is 403 before the key is looked up, and no input
// makes the route fail with a 5xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import {
  attachmentUrl,
  insertAttachment,
  newAttachmentKey,
  sniffImageType,
} from '../../server/attachments/store.ts';
import { signUrl, verifySignature } from '../../server/attachments/signing.ts';
import { JPEG, PNG, TEXT } from './fleetTaskFixtures.ts';

let h: Harness;
let key: string;

beforeAll(async () => {
  h = await startHarness();
  key = await h.db.transaction((tx) =>
    insertAttachment(tx, { contentType: 'image/png', data: PNG, fileName: 'bukti "ambil".png' }),
  );
});
afterAll(() => h?.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('signing', () => {
  test("'attachment:<key>' becomes a /files URL valid for an hour; other URLs pass unchanged", () => {
    const now = new Date('2026-11-23T10:01:00Z');
    const url = signUrl(h.app.armada, attachmentUrl(key), now);
    const match = /^\/files\/([\w-]+)\?exp=(\d+)&sig=([\w-]{43})$/.exec(url);
    expect(match?.[1]).toBe(key);
    const exp = Number(match![2]);
    expect(exp - now.getTime() / 1000).toBeGreaterThanOrEqual(3600);
    expect(exp - now.getTime() / 1000).toBeLessThanOrEqual(3900);
    // The same URL for reads a few seconds apart: the browser's cache holds.
    expect(signUrl(h.app.armada, attachmentUrl(key), new Date(now.getTime() + 5000))).toBe(url);
    expect(signUrl(h.app.armada, '/demo/proof/pod-1.svg', now)).toBe('/demo/proof/pod-1.svg');
    expect(signUrl(h.app.armada, 'attachment:../../etc', now)).toBe('attachment:../../etc');
    expect(verifySignature(h.config.fileSigningSecret, key, match![2], match![3], now)).toBe(true);
    expect(
      verifySignature(
        h.config.fileSigningSecret,
        key,
        match![2],
        match![3],
        new Date((exp + 1) * 1000),
      ),
    ).toBe(false);
    expect(verifySignature('another secret', key, match![2], match![3], now)).toBe(false);
  });

  test('the signing key is not the token key, and FILE_SIGNING_SECRET replaces it', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(h.config.fileSigningSecret).not.toBe(h.config.authSecret);
    expect(loadConfig({ AUTH_SECRET: 'a', FILE_SIGNING_SECRET: 'files' }).fileSigningSecret).toBe(
      'files',
    );
    expect(loadConfig({ AUTH_SECRET: 'a' }).fileSigningSecret).toBe(
      loadConfig({ AUTH_SECRET: 'a' }).fileSigningSecret,
    );
    expect(loadConfig({}).maxPhotoBytes).toBe(5 * 1024 * 1024);
    expect(() => loadConfig({ MAX_PHOTO_BYTES: 'lots' })).toThrow(/MAX_PHOTO_BYTES/);
  });

  test('pictures are told by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1'))).toBe(
      'image/heic',
    );
    expect(sniffImageType(TEXT)).toBeUndefined();
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('GET /files/:key', () => {
  test('a signed URL serves the bytes with the stored type, private caching, nosniff and an inline file name', async () => {
    const response = await get(signUrl(h.app.armada, attachmentUrl(key)));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline; filename="bukti__ambil_.png"');
  });

  test('unsigned, tampered, expired or signed for another key: 403 sig forbidden', async () => {
    const url = signUrl(h.app.armada, attachmentUrl(key));
    const [, exp, sig] = /exp=(\d+)&sig=([\w-]+)/.exec(url)!;
    const other = newAttachmentKey();
    const expired = signUrl(h.app.armada, attachmentUrl(key), new Date(Date.now() - 2 * 3600_000));
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    for (const bad of [
      `/files/${key}`,
      `/files/${key}?exp=${exp}`,
      `/files/${key}?sig=${sig}`,
      `/files/${key}?exp=${exp}&sig=${flipped}`,
      `/files/${key}?exp=${Number(exp) + 300}&sig=${sig}`,
      `/files/${other}?exp=${exp}&sig=${sig}`,
      expired,
    ]) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toEqual({ errors: { sig: 'forbidden' } });
    }
  });

  test('an unknown key with a valid signature is 404', async () => {
    const response = await get(signUrl(h.app.armada, attachmentUrl(newAttachmentKey())));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { key: 'not-found' } });
  });

  test('garbage never makes a 5xx', async () => {
    for (const url of [
      '/files/',
      '/files/%00',
      '/files/..%2F..%2Fetc%2Fpasswd?exp=1&sig=x',
      `/files/${key}?exp=99999999999999999999&sig=${'a'.repeat(43)}`,
      `/files/${key}?exp=-1&sig=`,
      `/files/${key}?exp[]=1&sig[]=2`,
      `/files/${key}?exp=1e10&sig=${'a'.repeat(43)}`,
      `/files/${'k'.repeat(5000)}?exp=1&sig=2`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('the demo proofs', () => {
  // The demo seed runs only on a database without users: a harness of its own.
  let seeded: Harness;
  beforeAll(async () => {
    seeded = await startHarness({ users: [] });
    const { seedDemo } = await import('../../server/seed/demo.ts');
    await seedDemo(seeded.db, { server: seeded.app.armada, now: new Date() });
  });
  afterAll(() => seeded?.close());

  test('a seeded proof reads signed /files URLs that serve its pictures; each picture is stored once', async () => {
    const { rows } = await seeded.db.query<{ id: number }>(
      `SELECT id FROM "delivery_order_activity" WHERE type = 'DROP' AND is_transit = false ORDER BY id LIMIT 1`,
    );
    const drop = await seeded.app.armada
      .store('delivery-order-activity')
      .get(seeded.db, rows[0]!.id);
    expect(drop.attachments).toHaveLength(3);
    for (const { url } of drop.attachments ?? []) {
      expect(url).toMatch(/^\/files\/[\w-]+\?exp=\d+&sig=[\w-]{43}$/);
      const file = await seeded.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.body).toContain('<svg');
    }
    const names = await seeded.db.query<{ file_name: string; n: number }>(
      `SELECT file_name, count(*)::int AS n FROM attachment GROUP BY file_name`,
    );
    // Besides the proofs, the seeded alert videos: one clip per camera channel (docs/devices.md).
    expect(names.rows.map((r) => [r.file_name, r.n]).sort()).toEqual([
      ['demo-ch01.mp4', 1],
      ['demo-ch03.mp4', 1],
      ...['pickup-1', 'pickup-2', 'pod-1', 'pod-2', 'signature', 'transit-1'].map((n) => [
        `${n}.svg`,
        1,
      ]),
    ]);
  });
});
