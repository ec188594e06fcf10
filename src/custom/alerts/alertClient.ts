// The Apollo client the alert centre talks through: the console's one client (src/dataProviders/
// apolloClient.ts), unless a component test provides one whose link answers from fixtures.
import { createContext, useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { apolloClient } from '../../dataProviders/apolloClient';
import { env } from '../../config/env';
import { getToken } from '../../auth/authProvider';

export const AlertClientContext = createContext<ApolloClient | undefined>(undefined);

export function useAlertClient(): ApolloClient {
  const provided = useContext(AlertClientContext);
  return provided ?? apolloClient({ apiUrl: env.apiUrl, getToken: () => getToken() });
}
