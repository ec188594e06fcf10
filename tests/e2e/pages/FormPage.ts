// Create and edit screens generated from a schema: inputs by field name, their error text,
// save/delete, tabs, and the unsaved-changes and conflict dialogs.
import type { Locator, Page } from 'playwright-core';
import { expect } from '@playwright/test';
import type { Translator } from '../harness/i18n.ts';
import { appUrl } from './urls.ts';

export class FormPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly resource: string,
    readonly t: Translator,
    /** Where the form lives when it is not the page's own (e.g. a child's create dialog). */
    readonly scope?: Locator,
  ) {}

  form(): Locator {
    return (this.scope ?? this.page.locator('body'))
      .locator('form')
      .filter({ has: this.page.locator('button[type="submit"]') })
      .first();
  }

  async gotoCreate(route = `/${this.resource}/create`) {
    await this.page.goto(appUrl(this.baseUrl, route));
    await this.form().waitFor({ timeout: 30_000 });
  }

  async gotoEdit(id: number | string, route = `/${this.resource}/${id}`) {
    await this.page.goto(appUrl(this.baseUrl, route));
    await this.waitForRecord();
  }

  /** Waits until the edit form has its record (the first text input has a value). */
  async waitForRecord() {
    await this.form().waitFor({ timeout: 30_000 });
    await this.page.waitForFunction(
      () => {
        const inputs = [
          ...document.querySelectorAll('form input[name]:not([type=hidden]), form textarea[name]'),
        ] as HTMLInputElement[];
        return inputs.some((i) => i.value !== '');
      },
      undefined,
      { timeout: 30_000 },
    );
  }

  /** The editable control for a field (by its name attribute, as react-admin sets it). */
  input(field: string): Locator {
    return this.form()
      .locator(`input[name="${field}"]:not([type="hidden"]), textarea[name="${field}"]`)
      .first();
  }

  /** The container react-admin puts around an input (class ra-input-<source>). */
  container(field: string): Locator {
    return this.form()
      .locator(`.ra-input-${field.replace(/\./g, '\\.')}`)
      .first();
  }

  async fill(field: string, value: string) {
    const input = this.input(field);
    await input.click();
    await input.fill(value);
  }

  async value(field: string): Promise<string> {
    return this.input(field).inputValue();
  }

  async chooseRadio(optionLabel: string) {
    await this.form().getByRole('radio', { name: optionLabel, exact: true }).check();
  }

  /** A select or autocomplete input: open it by its label and pick the option. */
  async choose(fieldLabel: string, optionLabel: string, typeToSearch?: string) {
    const combo = this.form().getByRole('combobox', { name: fieldLabel }).first();
    await combo.click();
    if (typeToSearch !== undefined) await combo.fill(typeToSearch);
    await this.page.getByRole('option', { name: optionLabel }).first().click();
  }

  /** The error text shown under a field, or '' when there is none. */
  async errorOf(field: string): Promise<string> {
    const inContainer = this.container(field).locator(
      '.Mui-error.MuiFormHelperText-root, p.Mui-error',
    );
    if ((await inContainer.count()) > 0) return (await inContainer.first().innerText()).trim();
    const describedBy = await this.input(field).getAttribute('aria-describedby');
    if (!describedBy) return '';
    const helper = this.page.locator(`[id="${describedBy.split(' ')[0]}"]`);
    if ((await helper.count()) === 0) return '';
    return (await helper.innerText()).trim();
  }

  /** Waits for a field to show this error text. */
  async expectError(field: string, text: string, timeout = 15_000) {
    await expect
      .poll(() => this.errorOf(field), { timeout, message: `error shown under ${field}` })
      .toContain(text);
  }

  saveButton(): Locator {
    return this.form().getByRole('button', { name: this.t.t('ra.action.save') });
  }

  async save() {
    await this.saveButton().click();
  }

  /**
   * Saves a create form and waits until the console has left it (react-admin redirects once the
   * create answered). Going elsewhere before that lets the late redirect take the page away again.
   */
  async saveCreated(timeout = 30_000) {
    await this.save();
    await this.page.waitForURL((url) => !url.hash.split('?')[0]!.endsWith('/create'), { timeout });
  }

  deleteButton(): Locator {
    return this.page.getByRole('button', { name: this.t.t('ra.action.delete'), exact: true });
  }

  async delete() {
    await this.deleteButton().first().click();
    // The engine always asks first (a Confirm dialog); wait for it rather than peek.
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: this.t.t('ra.action.confirm'), exact: true }).click();
  }

  async openTab(label: string) {
    await this.page.getByRole('tab', { name: label }).click();
  }

  /** The record id from the URL (/#/resource/<id> or /#/resource/<id>/show). */
  idFromUrl(): string {
    const match = /#\/[^/]+(?:\/[^/]+\/[^/]+)*\/(\d+)(?:\/|$|\?)/.exec(this.page.url());
    if (!match) throw new Error(`no record id in ${this.page.url()}`);
    return match[1];
  }
}
