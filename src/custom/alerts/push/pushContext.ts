// The push channel's React context: the page's one PushClient (null outside a PushProvider) and its status.
import { createContext } from 'react';
import type { PushClient, PushStatus } from './pushClient';

export interface PushContextValue {
  client: PushClient | null;
  status: PushStatus;
}

export const PushContext = createContext<PushContextValue>({ client: null, status: 'idle' });
