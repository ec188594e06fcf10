// The shell's named routes (alert-centre-and-shell.md §2): Report and Logout, reached from the
// shell; and the paths the bottom menu leads to and hides on.
export const SHELL_ROUTES = {
  report: '/report',
  logout: '/logout',
  /** Liveview and Live view v2: the bottom menu hides there (the map takes the whole screen). */
  liveView: ['/liveview', '/liveview-2'],
} as const;

/** The bottom menu shows on the top-level pages (the dashboard, a list, notifications, reports), not over a form's own bottom toolbar or the live view. */
export function bottomMenuShows(pathname: string): boolean {
  if (SHELL_ROUTES.liveView.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
    return false;
  return pathname.split('/').filter(Boolean).length <= 1;
}
