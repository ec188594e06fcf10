// A resource's list screen (react-admin's cypress ListPage idea): rows, search, filters, paging,
// selection and bulk delete, found by what the user sees.
import type { Locator, Page } from 'playwright-core';
import { expect } from '@playwright/test';
import type { Translator } from '../harness/i18n.ts';
import { appUrl } from './urls.ts';

export class ListPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly resource: string,
    readonly t: Translator,
    /** Route of the list, e.g. '/customer' (nested lists live inside their parent's page). */
    readonly route = `/${resource}`,
  ) {}

  root(): Locator {
    return this.page.locator('.RaList-root, .RaList-main').first();
  }

  async goto(query = '') {
    await this.page.goto(appUrl(this.baseUrl, this.route + query));
    await this.waitForLoaded();
  }

  /** Real data rows (skeleton rows shown while loading are left out). */
  rows(): Locator {
    return this.page
      .locator('.RaList-main table tbody tr')
      .filter({ hasNot: this.page.locator('.MuiSkeleton-root') });
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The "nothing found" message (react-admin's ListNoResults, or the Empty page without filters). */
  noResults(): Locator {
    return this.page
      .locator('.RaList-main .MuiCardContent-root .MuiTypography-body2, .RaEmpty-message')
      .first();
  }

  /** Waits for the list to show rows (cards on a phone) or its empty state. */
  async waitForLoaded(timeout = 30_000) {
    await this.page
      .locator(
        '.RaList-main table tbody tr:not(:has(.MuiSkeleton-root)), .RaList-main .MuiCardContent-root .MuiTypography-body2, .RaEmpty-message, .EngineCardList-card, .EngineCardList-empty',
      )
      .first()
      .waitFor({ timeout });
  }

  async rowTexts(): Promise<string[]> {
    return (await this.rows().allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  async headers(): Promise<string[]> {
    const texts = await this.page.locator('.RaList-main table thead th').allInnerTexts();
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }

  searchInput(): Locator {
    return this.page.locator('input[name="q"], input[name="search"]').first();
  }

  /** Types into the search box and waits until every shown row contains `expectRowText`. */
  async search(text: string, expectRowText = text) {
    await this.searchInput().fill(text);
    await this.page.waitForFunction(
      (needle) => {
        const rows = [...document.querySelectorAll('.RaList-main table tbody tr')].filter(
          (r) => !r.querySelector('.MuiSkeleton-root'),
        );
        return rows.length > 0 && rows.every((r) => (r.textContent ?? '').includes(needle));
      },
      expectRowText,
      { timeout: 20_000 },
    );
  }

  async searchExpectingNothing(text: string) {
    await this.searchInput().fill(text);
    await this.noResults().waitFor({ timeout: 20_000 });
    expect(await this.rows().count()).toBe(0);
  }

  createButton(): Locator {
    return this.page.getByRole('link', { name: this.t.t('ra.action.create'), exact: true });
  }

  exportButton(): Locator {
    return this.page.getByRole('button', { name: this.t.t('ra.action.export') });
  }

  /** A filter's input, opening it from the "add filter" menu when it is not shown yet. */
  async filterInput(label: string): Promise<Locator> {
    const input = this.page
      .locator('.RaFilterForm-root, .RaFilter-form, form')
      .getByLabel(label, { exact: true })
      .first();
    if (await input.isVisible().catch(() => false)) return input;
    await this.page.getByRole('button', { name: this.t.t('ra.action.add_filter') }).click();
    await this.page.getByRole('menuitem', { name: label }).first().click();
    await input.waitFor({ timeout: 10_000 });
    return input;
  }

  /** Picks one option of a select/autocomplete filter. */
  async chooseFilter(label: string, optionLabel: string) {
    const input = await this.filterInput(label);
    await input.click();
    await this.page.getByRole('option', { name: optionLabel, exact: true }).click();
    await this.page.keyboard.press('Escape').catch(() => undefined);
  }

  async openRow(text: string) {
    await this.row(text).first().locator('td').nth(1).click();
  }

  async selectRow(text: string) {
    await this.row(text).first().locator('input[type="checkbox"]').check();
  }

  /** Selects the rows and runs the bulk delete, confirming the dialog when there is one. */
  async bulkDelete(texts: string[]) {
    for (const text of texts) await this.selectRow(text);
    await this.page
      .locator('.RaBulkActionsToolbar-toolbar, [class*="BulkActionsToolbar"]')
      .getByRole('button', { name: this.t.t('ra.action.delete') })
      .click();
    // The engine always asks first (a Confirm dialog); wait for it rather than peek.
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: this.t.t('ra.action.confirm'), exact: true }).click();
  }
}
