// When the first screen is drawn (src/firstScreen/show.ts): a signed-in user with a valid session
// for this registry opening a generated list on a wide screen; never otherwise, and never with a
// page it could not fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRY_HASH } from '../../../src/generated/registry.ts';
import { drawIfList } from '../../../src/firstScreen/show.ts';
import {
  takeFirstPage,
  takeFirstScreen,
  takeReferences,
} from '../../../src/resources/firstScreenHandoff.ts';
import { resources } from '../../../src/generated/registry.ts';
import { readOnlyScopes } from '../resources/harness.tsx';
import { SESSION_KEY } from '../../../src/auth/session.ts';
import { ALL_SCOPES } from '../resources/harness.tsx';
import { stubViewportWidth } from '../viewport.ts';

const rows = [
  {
    id: 1,
    code: 'CUS-0001',
    name: 'PT Satu',
    city: 'Bandung',
    is_active: true,
    marketing_user_id: 7,
  },
];
const users = [{ id: 7, fullname: 'Agus Prasetyo' }];

/** A JWT-shaped token expiring at `exp` (seconds). */
const token = (exp: number) => `x.${btoa(JSON.stringify({ exp }))}.y`;

function signIn(overrides: Record<string, unknown> = {}) {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      token: token(Date.now() / 1000 + 3600),
      registryHash: REGISTRY_HASH,
      user: { fullname: 'Siti Rahayu', scopes: ALL_SCOPES },
      ...overrides,
    }),
  );
}

let restoreViewport: () => void;
let fetched: string[];

beforeEach(() => {
  localStorage.clear();
  restoreViewport = stubViewportWidth(1366);
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(url);
      const data = /\/user\?/.test(url) ? users : rows;
      return new Response(
        JSON.stringify({
          data: { paginated_result: data },
          metadata: { total_count: data.length },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  window.location.hash = '#/customer';
});

afterEach(() => {
  restoreViewport();
  vi.unstubAllGlobals();
  takeFirstScreen()?.remove();
  document.getElementById('first-screen')?.remove();
});

const planKey = [
  'customer',
  'getList',
  {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
    meta: undefined,
  },
] as never;

describe('drawIfList', () => {
  it("draws a signed-in user's generated list on a wide screen, and hands over its page", async () => {
    signIn();
    expect(await drawIfList()).toBe(true);
    const screen = document.getElementById('first-screen')!;
    expect(screen.querySelector('tbody td:nth-child(2)')?.textContent).toBe('CUS-0001');
    expect(screen.querySelector('.fs-user')?.textContent).toBe('Siti Rahayu');
    expect(fetched[0]).toMatch(/\/customer\?/);
    expect(takeFirstScreen()).toBe(screen);
    expect(await takeFirstPage(planKey)).toEqual({
      data: rows,
      total: 1,
      meta: { total: 1, totalKind: 'exact' },
    });
    // The reference column: one request for its records, the representation shown as a link, the
    // records handed to the console.
    const marketing = screen.querySelector<HTMLElement>('[data-reference="user"]')!;
    await vi.waitFor(() => expect(marketing.textContent).toBe('Agus Prasetyo'));
    expect(marketing.className).toBe('fs-reference');
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toMatch(/\/user\?/);
    const handed = takeReferences().get('user');
    expect(handed?.ids).toEqual(['7']);
    expect(await handed?.result).toEqual(users);
  });

  it("shows a reference's id where the user may not read its resource, as the console does", async () => {
    const scopes = readOnlyScopes().filter((scope) => !resources.user.scopes.read.includes(scope));
    signIn({ user: { fullname: 'Siti', scopes } });
    expect(await drawIfList()).toBe(true);
    expect(document.querySelector('#first-screen tbody td:nth-child(6)')?.textContent).toBe('7');
    expect(fetched.filter((url) => /\/user\?/.test(url))).toEqual([]);
  });

  it.each([
    ['no session', () => undefined],
    ['an expired token', () => signIn({ token: token(Date.now() / 1000 - 60) })],
    ['scopes read under another registry', () => signIn({ registryHash: 'older' })],
    [
      'a driver-only user',
      () =>
        signIn({ user: { fullname: 'Budi', scopes: ['tms_driver:read', 'tms_driver:update'] } }),
    ],
    ['a record page', () => (signIn(), (window.location.hash = '#/customer/1/show'))],
    ['a hand-written list', () => (signIn(), (window.location.hash = '#/delivery-order'))],
    [
      'columns the user arranged',
      () => (signIn(), localStorage.setItem('RaStore.customer.datatable', '["city"]')),
    ],
    [
      'a tablet-wide window, where the sidebar opens over the page',
      () => (signIn(), restoreViewport(), (restoreViewport = stubViewportWidth(720))),
    ],
  ])('draws nothing and fetches nothing for %s', async (_case, arrange) => {
    arrange();
    expect(await drawIfList()).toBe(false);
    expect(fetched).toEqual([]);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(takeFirstScreen()).toBeUndefined();
  });

  it("draws a phone's cards below 600 px", async () => {
    signIn();
    restoreViewport();
    restoreViewport = stubViewportWidth(390);
    expect(await drawIfList()).toBe(true);
    const screen = document.getElementById('first-screen')!;
    expect(screen.classList.contains('fs-phone')).toBe(true);
    expect(screen.querySelector('.fs-card-title')?.textContent).toBe('PT Satu');
    expect(screen.querySelector('table')).toBeNull();
  });

  it('draws nothing when the page cannot be fetched, and leaves the request to the console', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(drawIfList()).rejects.toBeTruthy();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(takeFirstPage(planKey)).toBeUndefined();
  });

  it('draws nothing when the user has moved on while the page was on its way', async () => {
    signIn();
    const drawing = drawIfList();
    window.location.hash = '#/reason';
    expect(await drawing).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
