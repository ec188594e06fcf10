// What the driver's shell adds for working offline: the outbox (OutboxProvider) around the page and
// the online/outbox strip above it. Its own chunk, loaded with the driver's shell only: the console's
// entry stays as it was for every other user.
import type { ReactNode } from 'react';
import { OutboxProvider } from './OutboxProvider';
import { OfflineBar } from './OfflineBar';

export default function OfflineShell({ children }: { children?: ReactNode }) {
  return (
    <OutboxProvider>
      <OfflineBar />
      {children}
    </OutboxProvider>
  );
}
