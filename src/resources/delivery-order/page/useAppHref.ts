// An in-app path as an href a new browser tab can open: '#/delivery/5' under react-admin's default
// hash router, '<basename>/delivery/5' under a browser router. (ra-core's router abstraction has
// no useHref; importing react-router for one could load a second copy of it.)
import { useCallback } from 'react';
import { useBasename } from 'ra-core';

export function useAppHref(): (path: string) => string {
  const basename = useBasename();
  return useCallback(
    (path: string) => {
      const absolute = path.startsWith('/') ? path : `/${path}`;
      return window.location.hash.startsWith('#/') ? `#${absolute}` : `${basename}${absolute}`;
    },
    [basename],
  );
}
