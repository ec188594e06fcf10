// Delivery Detail (/delivery/create, /delivery/:id): the header and its controls, the status
// dialogs, the INFORMATION form, the loads table, the history modal and the status wizard, found
// by the words the user sees (the console's own catalogue, through the Translator).
import type { Locator, Page } from 'playwright-core';
import type { Translator } from '../harness/i18n.ts';
import { escapeRegExp, Shell } from './Shell.ts';
import { appUrl } from './urls.ts';

/** The whole accessible name, so 'Pelanggan' does not also find 'Pelanggan Ditagih'. */
const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

export class DeliveryPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translator,
  ) {}

  private p(key: string, options?: Record<string, string | number>) {
    return this.t.t(`custom.delivery.page.${key}`, options);
  }

  async gotoCreate() {
    await this.page.goto(appUrl(this.baseUrl, '/delivery/create'));
    await this.heading()
      .filter({ hasText: exactly(this.p('title.create')) })
      .waitFor({ timeout: 30_000 });
    await this.form().waitFor({ timeout: 30_000 });
  }

  /** Opens an order and waits until its header controls (they appear together) and form are shown. */
  async goto(id: number | string, query = '') {
    await this.page.goto(appUrl(this.baseUrl, `/delivery/${id}${query}`));
    await this.waitForOrder();
  }

  async waitForOrder() {
    await this.toolbar().waitFor({ timeout: 30_000 });
    await this.form().waitFor({ timeout: 30_000 });
  }

  /** The order id from the URL (#/delivery/<id>[?…]). */
  idFromUrl(): number {
    const match = /#\/delivery\/(\d+)(?:[/?]|$)/.exec(this.page.url());
    if (!match) throw new Error(`no delivery id in ${this.page.url()}`);
    return Number(match[1]);
  }

  // ---- header ----

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async title(): Promise<string> {
    return (await this.heading().innerText()).trim();
  }

  /** The status badge beside the title. */
  statusBadge(): Locator {
    return this.page
      .locator('header')
      .filter({ has: this.heading() })
      .locator('.MuiChip-root[data-status]')
      .first();
  }

  backButton(): Locator {
    return this.page.getByRole('button', { name: this.p('back'), exact: true }).first();
  }

  toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: this.p('actions') });
  }

  statusControl(): Locator {
    return this.toolbar().getByRole('button', { name: this.p('transition.label'), exact: true });
  }

  otherButton(): Locator {
    return this.toolbar().getByRole('button', { name: this.p('other.label'), exact: true });
  }

  duplicateButton(): Locator {
    return this.toolbar().getByRole('button', { name: this.p('duplicate'), exact: true });
  }

  scheduleButton(): Locator {
    return this.toolbar().getByRole('button', { name: this.p('schedule.label'), exact: true });
  }

  /** Schedule Assignment ▸ Direct, confirmed in its modal; waits for the success toast and the modal to close. */
  async scheduleDirect() {
    await this.scheduleButton().click();
    await this.page
      .getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(this.p('schedule.direct'))}`) })
      .click();
    const modal = this.page.getByRole('dialog', { name: this.p('schedule.title_direct') });
    await modal.getByRole('button', { name: this.p('schedule.confirm') }).click();
    await new Shell(this.page).expectNotification(this.p('schedule.success'));
    await modal.waitFor({ state: 'detached' });
  }

  energyButton(): Locator {
    return this.toolbar().getByRole('button', { name: this.p('energy.button'), exact: true });
  }

  /** A header drop-down, named by its button (the sidebar's groups are menus too). */
  menu(buttonLabel: string): Locator {
    return this.page.getByRole('menu', { name: buttonLabel, exact: true });
  }

  otherMenu(): Locator {
    return this.menu(this.p('other.label'));
  }

  /** Opens Other and answers the labels of its entries (the menu stays open). */
  async otherMenuItems(): Promise<string[]> {
    await this.otherButton().click();
    await this.otherMenu().getByRole('menuitem').first().waitFor();
    return (await this.otherMenu().getByRole('menuitem').allInnerTexts()).map((s) => s.trim());
  }

  async closeOtherMenu() {
    await this.page.keyboard.press('Escape');
    await this.otherMenu().waitFor({ state: 'detached' });
  }

  async chooseOther(label: 'history' | 'print') {
    await this.otherButton().click();
    await this.otherMenu()
      .getByRole('menuitem', { name: this.p(`other.${label}`), exact: true })
      .click();
  }

  /** Status control ▸ <status> (the menu offers the next statuses by their labels). */
  async chooseNextStatus(statusLabel: string) {
    await this.statusControl().click();
    await this.menu(this.p('transition.label'))
      .getByRole('menuitem', { name: statusLabel, exact: true })
      .click();
  }

  /** The status-change confirmation (or cancel) dialog. */
  dialog(title: string): Locator {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Changes the status through the default confirmation dialog; answers the dialog's text. */
  async confirmStatus(statusLabel: string): Promise<string> {
    await this.chooseNextStatus(statusLabel);
    const dialog = this.dialog(this.p('transition.confirm_title'));
    await dialog.waitFor();
    const text = (await dialog.locator('#delivery-transition-body').innerText()).trim();
    await dialog.getByRole('button', { name: this.p('transition.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    return text;
  }

  cancelDialog(): Locator {
    return this.dialog(this.p('transition.cancel_title'));
  }

  /** The reason select of the cancel dialog (MUI select: a combobox). */
  cancelReason(): Locator {
    return this.cancelDialog().getByRole('combobox', {
      name: exactly(this.p('transition.cancel_reason')),
    });
  }

  async pickCancelReason(reason: string) {
    await this.cancelReason().click();
    await this.page.getByRole('listbox').getByRole('option', { name: reason, exact: true }).click();
    // The select's popover fades out after the list is gone.
    await this.page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  }

  // ---- status wizard ----

  wizard(): Locator {
    return this.page.getByRole('list', { name: this.p('wizard.label') });
  }

  /** The labels of the wizard's steps as shown (without the screen-reader suffixes). */
  async wizardSteps(): Promise<{ label: string; state: string }[]> {
    return this.wizard()
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => ({
          label: (li.querySelector('span')?.firstChild?.textContent ?? '').trim(),
          state: li.getAttribute('data-state') ?? '',
        })),
      );
  }

  currentStep(): Locator {
    return this.wizard().locator('li[aria-current="step"]');
  }

  // ---- INFORMATION form ----

  /** The INFORMATION tab's form (without Save and Cancel for a user who may not write). */
  form(): Locator {
    return this.page.getByRole('tabpanel', { name: this.p('tabs.information') }).locator('form');
  }

  /** A form control by its label (whole label, required mark left out). */
  control(role: 'combobox' | 'textbox' | 'spinbutton', label: string): Locator {
    return this.form().getByRole(role, { name: exactly(label) });
  }

  field(name: string): string {
    return this.t.field('delivery-order', name);
  }

  /** A react-admin autocomplete: types to search and picks the option. */
  async choose(label: string, option: string, search = option) {
    const input = this.control('combobox', label);
    await input.click();
    await input.fill(search);
    await this.page
      .getByRole('listbox')
      .getByRole('option', { name: option, exact: true })
      .first()
      .click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  /** The text of a control's description (its helper text, where a lock says why). */
  async descriptionOf(control: Locator): Promise<string> {
    const ids = (await control.getAttribute('aria-describedby')) ?? '';
    const texts: string[] = [];
    for (const id of ids.split(/\s+/).filter(Boolean)) {
      const el = this.page.locator(`[id="${id}"]`);
      if ((await el.count()) > 0) texts.push((await el.first().textContent()) ?? '');
    }
    return texts.join(' ').replace(/\s+/g, ' ').trim();
  }

  saveButton(): Locator {
    return this.form().getByRole('button', {
      name: this.t.t('custom.delivery.information.actions.save'),
      exact: true,
    });
  }

  /** Save and the confirmation dialog of a new order (or of changes): 'Ya, Simpan'. */
  async saveAndConfirm() {
    await this.saveButton().click();
    const title = this.t.t('custom.delivery.information.actions.create_title');
    const edit = this.t.t('custom.delivery.information.actions.save_title');
    const dialog = this.page.getByRole('dialog').filter({
      has: this.page.getByRole('heading', {
        name: new RegExp(`^(${escapeRegExp(title)}|${escapeRegExp(edit)})$`),
      }),
    });
    await dialog
      .getByRole('button', {
        name: this.t.t('custom.delivery.information.actions.confirm_save'),
        exact: true,
      })
      .click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  }

  lockNotice(): Locator {
    return this.page.getByRole('note');
  }

  // ---- loads ----

  loadsTable(): Locator {
    return this.page.getByRole('table', { name: this.t.t('custom.delivery.loads.table_label') });
  }

  /** Saved (or, on the create page, drafted) load lines. */
  loadRows(): Locator {
    return this.loadsTable().locator('tbody tr[data-testid^="load-row-"]');
  }

  addLoadButton(): Locator {
    return this.page.getByRole('button', {
      name: this.t.t('custom.delivery.loads.add'),
      exact: true,
    });
  }

  /** Adds one line: product (searched by name), quantity; the unit stays the product's own. */
  async addLoad(product: string, quantity: number) {
    const before = await this.loadRows().count();
    await this.addLoadButton().click();
    const editor = this.page.getByRole('row', { name: this.t.t('custom.delivery.loads.editing') });
    const picker = editor.getByRole('combobox', {
      name: exactly(this.t.field('delivery-order-load', 'product_id')),
    });
    await picker.fill(product);
    await this.page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(product)}`) })
      .first()
      .click();
    const qty = editor.getByTestId('load-quantity');
    await qty.fill(String(quantity));
    await editor
      .getByRole('button', { name: this.t.t('custom.delivery.loads.save'), exact: true })
      .click();
    await editor.waitFor({ state: 'detached', timeout: 15_000 });
    await this.loadRows().nth(before).waitFor();
  }

  // ---- history ----

  historyDialog(): Locator {
    return this.page.getByRole('dialog').filter({
      has: this.page.getByRole('heading', { name: this.t.t('custom.delivery.history.title') }),
    });
  }

  /** Other ▸ History; waits for the first event. */
  async openHistory(): Promise<Locator> {
    await this.chooseOther('history');
    const dialog = this.historyDialog();
    await dialog.locator('li h4').first().waitFor({ timeout: 15_000 });
    return dialog;
  }

  /** The events listed, newest first: title, description and property lines. */
  async historyEvents(): Promise<{ title: string; text: string }[]> {
    return this.historyDialog()
      .locator('ul > li')
      .evaluateAll((items) =>
        items.map((li) => ({
          title: (li.querySelector('h4')?.textContent ?? '').trim(),
          text: (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        })),
      );
  }

  async closeHistory() {
    await this.historyDialog()
      .getByRole('button', { name: this.t.t('custom.delivery.history.close') })
      .click();
    await this.historyDialog().waitFor({ state: 'detached' });
  }
}
