// A record's read-only detail screen: label/value pairs (a <dl> per group), child tabs.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './urls.ts';

export class ShowPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly resource: string,
  ) {}

  main(): Locator {
    return this.page.locator('.RaShow-main').first();
  }

  async goto(id: number | string, route = `/${this.resource}/${id}/show`) {
    await this.page.goto(appUrl(this.baseUrl, route));
    await this.waitForRecord();
  }

  /** Waits until the record's values are shown (not just the frame). */
  async waitForRecord(timeout = 30_000) {
    await this.main().locator('dd, .ra-field').first().waitFor({ timeout });
  }

  /** The value shown next to a label. */
  value(label: string): Locator {
    return this.main()
      .locator('dt')
      .filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  async text(label: string): Promise<string> {
    return (await this.value(label).innerText()).replace(/\s+/g, ' ').trim();
  }

  async openTab(label: string) {
    await this.page.getByRole('tab', { name: label }).click();
  }
}
