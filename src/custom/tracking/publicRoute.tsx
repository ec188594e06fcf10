// /track/:token, the public tracking link (`<publicUrl>/track/<token>`), is answered before the
// console starts: the server serves index.html for it, and the console's hash router with its login
// would otherwise send the reader to the login page. '#/track/<token>' is recognised as well.
import { lazy, Suspense } from 'react';

const TOKEN = /\/track\/([A-Za-z0-9_-]{8,64})\/?$/;

/** The token of a tracking address, from the path or the hash; undefined for any other address. */
export function trackingTokenFrom(
  location: Pick<Location, 'pathname' | 'hash'>,
): string | undefined {
  const fromPath = TOKEN.exec(location.pathname)?.[1];
  if (fromPath) return fromPath;
  return TOKEN.exec(location.hash.replace(/^#/, '').split('?')[0])?.[1];
}

const PublicTrackingApp = lazy(() => import('./PublicTrackingApp.tsx'));

export function PublicTracking({ token }: { token: string }) {
  return (
    <Suspense fallback={null}>
      <PublicTrackingApp token={token} />
    </Suspense>
  );
}
