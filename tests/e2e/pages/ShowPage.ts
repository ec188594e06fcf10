// A record's read-only detail screen: label/value pairs.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './urls.ts';

export class ShowPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly resource: string,
  ) {}

  async goto(id: number | string, route = `/${this.resource}/${id}/show`) {
    await this.page.goto(appUrl(this.baseUrl, route));
    await this.page.locator('.RaShow-main, .RaShow-card, .RaShow-root').first().waitFor({ timeout: 30_000 });
  }

  /** The value shown for a field (react-admin puts each in .ra-field-<source>). */
  field(source: string): Locator {
    return this.page.locator(`.ra-field-${source.replace(/\./g, '\\.')}`).first();
  }

  async text(source: string): Promise<string> {
    return (await this.field(source).innerText()).replace(/\s+/g, ' ').trim();
  }
}
