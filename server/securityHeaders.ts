// Security headers on every response (@fastify/helmet), the console's and Swagger UI's pages and
// the API's JSON alike: a strict Content-Security-Policy, no framing, no referrer, no MIME sniffing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built console (Vite output: module scripts and stylesheets from /assets, no inline
 * script) and Swagger UI (/api/docs: its own static files) need, and nothing more.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // data: for the inline favicon of index.html and the icons in Swagger UI's stylesheet; blob: for
  // the driver's photo thumbnails before upload (object URLs of the files the camera input hands over).
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // MUI's emotion inserts <style> elements at run time; the console is static files, so there is
  // no per-response nonce to give them. Style attributes are not needed: React's `style` prop
  // and emotion write through the CSSOM, which the policy does not govern.
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'none'"],
};

/**
 * The image source a map tile template needs (MAP_TILE_URL, docs/maps.md): its origin, a
 * placeholder in the host (Leaflet's {s} subdomains) as a wildcard.
 */
export function tileImageSource(template: string | undefined): string | undefined {
  const origin = template?.match(/^https?:\/\/[^/?#]+/)?.[0];
  return origin?.replace(/\{[a-z]+\}/gi, '*');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { tileUrl?: string } = {},
): Promise<void> {
  const tiles = tileImageSource(options.tileUrl);
  const directives = tiles
    ? { ...CONTENT_SECURITY_POLICY, 'img-src': [...CONTENT_SECURITY_POLICY['img-src']!, tiles] }
    : CONTENT_SECURITY_POLICY;
  await app.register(helmet, {
    // Exactly the directives above: helmet's defaults would add upgrade-insecure-requests, which
    // breaks a console reached over plain http on anything but localhost (a LAN address).
    contentSecurityPolicy: { useDefaults: false, directives },
    // For browsers without frame-ancestors.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
