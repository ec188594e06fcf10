// The login screen (react-admin's <Login> form: username, password, submit).
import type { Page } from 'playwright-core';
import { appUrl } from './urls.ts';

/**
 * The feedback dialog opens by itself 60 s after sign-in on a month's last days (docs/widgets.md):
 * a journey's session starts with it dismissed for the year, as a user's dismissal would, so it never
 * covers another journey's clicks. shell-widgets.e2e.ts clears this to see it open.
 */
export const FEEDBACK_HIDDEN_KEY = 'armada.feedback.hiddenUntil.';
function dismissFeedback(prefix: string) {
  const session = JSON.parse(localStorage.getItem('armada.session') ?? 'null') as {
    user?: { id?: unknown };
  } | null;
  if (session?.user?.id !== undefined)
    localStorage.setItem(
      `${prefix}${String(session.user.id)}`,
      String(Date.now() + 366 * 86_400_000),
    );
}

export class LoginPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  username() {
    return this.page.locator('input[name="username"]');
  }

  password() {
    return this.page.locator('input[name="password"]');
  }

  submit() {
    return this.page.locator('form button[type="submit"]');
  }

  async goto() {
    await this.page.goto(appUrl(this.baseUrl, '/login'));
    await this.username().waitFor();
  }

  /** Fills and submits the form; resolves once the app has left the login route. */
  async login(username: string, password: string) {
    if (!/#\/login/.test(this.page.url())) await this.goto();
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
    await this.page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
    await this.page.evaluate(dismissFeedback, FEEDBACK_HIDDEN_KEY);
  }

  /** Submits wrong credentials and returns the error shown (toast or form message). */
  async loginExpectingError(username: string, password: string) {
    await this.goto();
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
    const alert = this.page
      .locator('[role="alert"], #notistack-snackbar, .MuiSnackbarContent-message')
      .first();
    await alert.waitFor({ timeout: 15_000 });
    return (await alert.innerText()).trim();
  }
}
