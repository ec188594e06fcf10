// A viewer reads users without their scopes and feature flags (the server leaves them out): the
// generated show page has no row for them instead of an empty one; an administrator sees them.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  ALL_SCOPES,
  fakeDataProvider,
  readOnlyScopes,
  renderAdmin,
  seedStore,
} from './harness.tsx';

const T = { timeout: 5000 };

describe('user fields with a readScope', () => {
  it('a viewer (user:read only) sees the user without the Hak Akses and Fitur rows', async () => {
    const store = seedStore();
    // What the server sends a viewer: no scopes, no feature_flags.
    store.user = store.user.map(({ scopes: _s, feature_flags: _f, ...rest }) => rest);
    renderAdmin({
      url: '/user/1/show',
      scopes: readOnlyScopes(),
      dataProvider: fakeDataProvider(store),
    });
    expect(await screen.findByText(String(store.user[0].fullname), {}, T)).toBeInTheDocument();
    expect(screen.queryByText('Hak Akses')).toBeNull();
    expect(screen.queryByText('Fitur')).toBeNull();
  });

  it('an administrator sees them', async () => {
    const store = seedStore();
    store.user[0].scopes = ['customer:read'];
    renderAdmin({ url: '/user/1/show', scopes: ALL_SCOPES, dataProvider: fakeDataProvider(store) });
    expect(await screen.findByText('Hak Akses', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Fitur')).toBeInTheDocument();
    expect(await screen.findByText('customer:read', {}, T)).toBeInTheDocument();
  });
});
