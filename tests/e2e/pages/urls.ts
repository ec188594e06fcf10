// react-admin routes live behind the hash (its default router), e.g. /#/customer/create.
export function appUrl(baseUrl: string, route: string): string {
  return `${baseUrl}/#${route.startsWith('/') ? route : `/${route}`}`;
}
