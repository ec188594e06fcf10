// The driver's today screen on a phone (src/custom/driver/): the card of one task, its start and the
// completion form of its next activity (the camera input gets a real PNG).
import { expect, type Page } from '@playwright/test';
import type { Translator } from '../harness/i18n.ts';
import { PHOTO } from '../harness/photo.ts';

export class DriverPage {
  constructor(
    readonly page: Page,
    readonly t: Translator,
  ) {}

  private d(key: string, options?: Record<string, string | number>) {
    return this.t.t(`custom.driver.${key}`, options);
  }

  /** The card of the task numbered `number` on today's list. */
  card(number: string) {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: number }) });
  }

  /** Today's tasks, refreshed with the page's own button, until the task's card is there. */
  async today(number: string) {
    await this.page
      .getByRole('heading', { level: 1, name: this.d('today.title') })
      .waitFor({ timeout: 30_000 });
    const read = this.page.waitForResponse((r) => r.url().endsWith('/fleet-task/driver/today'));
    await this.page.getByRole('button', { name: this.d('today.refresh') }).click();
    expect((await read).status()).toBe(200);
    await this.card(number).waitFor({ timeout: 30_000 });
  }

  async start(number: string) {
    await this.card(number)
      .getByRole('button', { name: this.d('start.button') })
      .click();
    const started = this.page.waitForResponse((r) => /\/fleet-task\/\d+\/start$/.test(r.url()));
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: this.d('start.confirm') })
      .click();
    expect((await started).status()).toBe(200);
    await this.card(number)
      .getByRole('button', { name: this.d('activity.complete') })
      .first()
      .waitFor();
  }

  /** Completes the task's next open activity with a contact, a note and one photo (quantities as planned). */
  async completeNext(number: string, contact: string, note: string) {
    await this.card(number)
      .getByRole('button', { name: this.d('activity.complete') })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByLabel(
        new RegExp(`^(${this.d('complete.contact_pickup')}|${this.d('complete.contact_drop')})`),
      )
      .fill(contact);
    await dialog.getByLabel(new RegExp(`^${this.d('complete.note')}`)).fill(note);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PHOTO });
    await dialog.getByRole('button', { name: this.d('photos.remove', { index: 1 }) }).waitFor();
    const sent = this.page.waitForResponse((r) => /\/activity\/\d+\/complete$/.test(r.url()));
    await dialog.getByRole('button', { name: this.d('complete.submit') }).click();
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
  }
}
