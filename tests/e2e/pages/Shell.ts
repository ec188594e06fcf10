// The frame around every screen: sidebar menu, app bar (language switch, user menu), notifications.
import type { Locator, Page } from 'playwright-core';

export class Shell {
  constructor(readonly page: Page) {}

  /** The sidebar (react-admin <Sidebar>, which holds the <Menu>). */
  sidebar(): Locator {
    return this.page.locator('.RaSidebar-fixed, .RaSidebar-root').first();
  }

  /** Texts of every menu entry a user can follow (resources and custom pages). */
  async menuLabels(): Promise<string[]> {
    await this.sidebar().locator('a').first().waitFor({ timeout: 30_000 });
    // The groups' entries are drawn just after the first frame (src/custom/shell/Menu.tsx).
    await this.sidebar().locator('nav[data-entries="drawn"]').first().waitFor({ timeout: 30_000 });
    const texts = await this.sidebar().locator('a').allInnerTexts();
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }

  /** Menu link whose text is exactly this label (a group may have to be opened first). */
  menuLink(label: string): Locator {
    return this.sidebar()
      .locator('a')
      .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });
  }

  async openMenu(label: string) {
    const link = this.menuLink(label);
    if (!(await link.isVisible())) {
      // A collapsed group: open every closed group toggle, then retry.
      for (const toggle of await this.sidebar().locator('[aria-expanded="false"]').all())
        await toggle.click();
    }
    await link.click();
  }

  /** The language switch in the app bar (react-admin's LocalesMenuButton). */
  async switchLanguage(languageName: string, options: { timeout?: number } = {}) {
    // On a phone react-admin slides the app bar away while the page is scrolled down (HideOnScroll):
    // scroll back up to reach it, as a person would.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page
      .locator('#language-switch, header .RaLocalesMenuButton-root button')
      .first()
      .click(options);
    await this.page.getByRole('menuitem', { name: languageName }).click();
    // The menu closes with a transition; its backdrop takes every tap until it has gone.
    await this.page.locator('#language-menu').waitFor({ state: 'hidden' });
  }

  toasts(): Locator {
    return this.page.locator(
      '#notistack-snackbar, .MuiSnackbarContent-message, .MuiSnackbar-root [role="alert"]',
    );
  }

  /** The latest toast's text (react-admin's notification or notistack). */
  async notification(timeout = 15_000): Promise<string> {
    const toast = this.toasts().last();
    await toast.waitFor({ timeout });
    return (await toast.innerText()).replace(/\s+/g, ' ').trim();
  }

  /** Waits for a toast saying this (older toasts may still be on screen). */
  async expectNotification(text: string, timeout = 15_000): Promise<void> {
    await this.toasts().filter({ hasText: text }).last().waitFor({ timeout });
  }

  async logout(userMenuLabel: string, logoutLabel: string) {
    await this.page.getByRole('button', { name: userMenuLabel }).click();
    await this.page.getByRole('menuitem', { name: logoutLabel }).click();
    await this.page.waitForURL((url) => url.hash.startsWith('#/login'));
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
