// The console's one Apollo Client (docs/alerts.md): POST /graphql with the session's bearer token.
// Imported only by code that loads on demand (the GraphQL data provider, the alert centre), so the
// first screen does not carry Apollo.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

export function createApolloClient(options: {
  apiUrl?: string;
  getToken: () => string | null | undefined;
}): ApolloClient {
  const auth = new SetContextLink((previous) => {
    const token = options.getToken();
    return token ? { headers: { ...previous.headers, Authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: auth.concat(new HttpLink({ uri: `${options.apiUrl ?? ''}/graphql` })),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, watchQuery: { fetchPolicy: 'no-cache' } },
  });
}

let shared: ApolloClient | undefined;

/** The one client of this page, made on first use. */
export function apolloClient(options: {
  apiUrl?: string;
  getToken: () => string | null | undefined;
}): ApolloClient {
  return (shared ??= createApolloClient(options));
}
