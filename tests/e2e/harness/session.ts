// Helpers to open a logged-in page in the worker's browser (Playwright's `browser` fixture) and to
// call the API directly for setup and for checking what the screens claim.
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { watchErrors } from './browser.ts';
import { Translator, type Locale } from './i18n.ts';
import { apiLogin } from './server.ts';
import { REGISTRY_HASH } from '../../../src/generated/registry.ts';
import { SESSION_KEY } from '../../../src/auth/session.ts';
import { FEEDBACK_HIDDEN_KEY, LoginPage } from '../pages/LoginPage.ts';
import { appUrl } from '../pages/urls.ts';

export const DEMO_USERS = {
  admin: 'admin123',
  dispatcher: 'dispatcher123',
  dispatcher2: 'dispatcher123',
  viewer: 'viewer123',
  driver: 'driver123',
  driver2: 'driver123',
  // A marketing user: customers read and write (README "Demo users"; live-lists: the other writer).
  'rina.kusuma': 'marketing123',
  // The second company (docs/tenancy.md).
  'sentosa.admin': 'sentosa123',
  'sentosa.dispatcher': 'sentosa123',
  'sentosa.driver': 'sentosa123',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

/** The server under test: the one globalSetup.ts started, or the one E2E_BASE_URL names. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e suite with npm run test:e2e');
  return url.replace(/\/$/, '');
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far. */
  errors: string[];
}

/** The two windows the console is checked at: a laptop, and a phone (touch, mobile viewport). */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 850 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

const contextOptions = (window: BrowserContextOptions): BrowserContextOptions => ({
  ...window,
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
});

/**
 * A fresh browser context (own localStorage), signed in through the login form: for the journeys
 * whose subject is the sign-in itself (what the form does, where it lands, what a sign-in shows).
 */
export async function formLoginSession(
  browser: Browser,
  user: DemoUser,
  url = baseUrl(),
  window: BrowserContextOptions = { viewport: { width: 1366, height: 900 } },
): Promise<Session> {
  const context = await browser.newContext(contextOptions(window));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await new LoginPage(page, url).login(user, DEMO_USERS[user]);
  return { context, page, errors };
}

/**
 * A fresh browser context (own localStorage) of `user`, signed in, on the page a sign-in lands on
 * (`/?isLoginSuccess=true`, the dashboard with its sign-in banner). The token comes from
 * POST /auth/login, the request the login form sends, and is stored where the console keeps it
 * (src/auth/session.ts), with the feedback dialog dismissed as LoginPage.login does: the form
 * itself is not loaded, filled and submitted again for each of the journeys' sessions (about
 * 0.5 s each, docs/measurements.md). The journeys about the sign-in itself use formLoginSession
 * or LoginPage (users, driver, announcements' banner, user-admin, shell-widgets, driver-offline,
 * two-instances). A user who must change the password signs in through the form.
 */
export async function loginSession(
  browser: Browser,
  user: DemoUser,
  url = baseUrl(),
  window: BrowserContextOptions = { viewport: { width: 1366, height: 900 } },
): Promise<Session> {
  const signedIn = await apiLogin(url, user, DEMO_USERS[user]);
  if (signedIn.user.must_change_password === true)
    return formLoginSession(browser, user, url, window);
  const { must_change_password: _flag, ...sessionUser } = signedIn.user;
  const context = await browser.newContext({
    ...contextOptions(window),
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(url).origin,
          localStorage: [
            {
              name: SESSION_KEY,
              value: JSON.stringify({
                token: signedIn.token,
                user: sessionUser,
                registryHash: REGISTRY_HASH,
              }),
            },
            {
              name: `${FEEDBACK_HIDDEN_KEY}${String(sessionUser.id)}`,
              value: String(Date.now() + 366 * 86_400_000),
            },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // Back once the document is committed, as the form's sign-in returned once the URL had changed:
  // the journey's next step (a waitForResponse, a goto) is set up before the landing page's data
  // is asked for, as it was (waiting for 'load' made driver.e2e.ts miss its first /driver/today).
  await page.goto(appUrl(url, '/?isLoginSuccess=true'), { waitUntil: 'commit' });
  return { context, page, errors };
}

/**
 * Fails when the page threw or logged a console error since the last check, then forgets what it saw.
 * `allowed` names the errors a journey provokes on purpose (the browser logs every 4xx response it
 * gets as "Failed to load resource: … status of 403"); anything else is a product defect.
 */
export function expectNoErrors(errors: string[], allowed: readonly RegExp[] = []): void {
  const seen = errors.splice(0);
  expect(
    seen.filter((e) => !allowed.some((pattern) => pattern.test(e))),
    'page errors and console errors',
  ).toEqual([]);
}

/** Asserts the session saw no unexpected error, then closes it. */
export async function closeSession(
  session: Session,
  allowed: readonly RegExp[] = [],
): Promise<void> {
  try {
    expectNoErrors(session.errors, allowed);
  } finally {
    await session.context.close();
  }
}

/** The console error Chromium logs for a response with `status` (a journey that provokes it on purpose allows it). */
export const failedRequest = (status: number): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

export async function translators(): Promise<{ id: Translator; en: Translator }> {
  const [id, en] = await Promise.all([
    Translator.load('id' as Locale),
    Translator.load('en' as Locale),
  ]);
  return { id, en };
}

/** A small API client for arranging data and checking results behind the screens. */
export class Api {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async as(user: DemoUser, url = baseUrl()): Promise<Api> {
    const { token } = await apiLogin(url, user, DEMO_USERS[user]);
    return new Api(url, token);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async list<T = Record<string, unknown>>(path: string, query = ''): Promise<T[]> {
    const { status, body } = await this.request<{ data: { paginated_result: T[] } }>(
      'GET',
      `${path}${query ? `?${query}` : ''}`,
    );
    if (status !== 200) throw new Error(`GET ${path}?${query}: ${status} ${JSON.stringify(body)}`);
    return body.data.paginated_result;
  }

  async create<T = Record<string, unknown>>(path: string, record: unknown): Promise<T> {
    const { status, body } = await this.request<{ data: T }>('POST', path, record);
    if (status !== 201) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  }
}

export const ORDER = '/order/api/web/v1';
