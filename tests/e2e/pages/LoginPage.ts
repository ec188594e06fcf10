// The login screen (react-admin's <Login> form: username, password, submit).
import type { Page } from 'playwright-core';
import { appUrl } from './urls.ts';

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
