// A browser tab opened during the click (so no popup blocker refuses it) and pointed at its URL
// once the call that yields the URL answers (the order PDF, a duplicate's page).

export interface PendingTab {
  go(url: string): void;
  close(): void;
}

export function openPendingTab(): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    // The new page must not script this one.
    try {
      tab.opener = null;
    } catch {
      // Some browsers do not allow it; the tab stays usable.
    }
  }
  return {
    go(url) {
      // The blank tab's own address is about:blank: resolve against this page.
      const absolute = new URL(url, window.location.href).href;
      if (tab && !tab.closed) tab.location.href = absolute;
      else window.open(absolute, '_blank', 'noopener');
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
