// The contract suite over every schema in the registry (STYLE.md "Tests"): each resource renders its
// list, show, create and edit from its schema alone — columns and labels shown, no unknown-field
// placeholder, no raw i18n key — in Indonesian. Nested resources render in their parent's tab.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources, type ResourceDef } from '../../../src/generated/registry.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { formProperties } from '../../../src/resources/views/ResourceForm.tsx';
import { abilitiesFor } from '../../../src/resources/permissions.ts';
import { defaultValuesOf, fieldLabelKey, humanize } from '../../../src/resources/schemaUtils.ts';
import { formConditions } from '../../../src/resources/validation.ts';
import { schemaAt } from '../../../src/domain/schema/schemaPath.ts';
import { ALL_SCOPES, fakeDataProvider, rawKeysIn, renderAdmin, seedStore } from './harness.tsx';

const T = { timeout: 15_000 };
// The engine's views from the schema alone: a resource folder's own pages (the delivery page) have
// tests of their own (tests/unit/resources/delivery-order/).
const ENGINE_ONLY = {};
const i18n = createI18nProvider('id');
const label = (def: ResourceDef, path: string) =>
  i18n.translate(fieldLabelKey(def.name, path, schemaAt(def.schema, path)), { _: humanize(path) });

/** Every text a user can read or hear: content, labels, placeholders, titles. */
function visibleText(): string {
  const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [document.body.textContent ?? '', ...attrs].join('\n');
}

function expectClean() {
  const text = visibleText();
  expect(rawKeysIn(text)).toEqual([]);
  expect(text).not.toMatch(/unknown field/);
  // react-admin's error page would mean a view crashed.
  expect(text).not.toContain(i18n.translate('ra.page.error'));
}

function store() {
  const data = seedStore();
  for (const name of Object.keys(resources)) {
    // A schema added after the fixtures still gets a record to show and edit.
    if (!data[name].length) data[name] = [{ id: 1, version: 1 }];
  }
  return data;
}

const everyResource = Object.values(resources);
const topLevel = everyResource.filter((def) => !def.parent);
const nested = everyResource.filter((def) => def.parent);

it('covers every schema of the registry', () => {
  expect(everyResource.length).toBeGreaterThanOrEqual(14);
  expect(topLevel.length + nested.length).toBe(everyResource.length);
});

describe.each(topLevel.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const abilities = abilitiesFor(def, ALL_SCOPES);

  it.runIf(abilities.list)('renders its list with the schema columns', async () => {
    renderAdmin({
      url: `/${def.name}`,
      dataProvider: fakeDataProvider(store()),
      overrides: ENGINE_ONLY,
    });
    const table = await screen.findByRole('table', {}, T);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), T);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    for (const column of def.list.columns) expect(headers).toContain(label(def, column));
    expectClean();
  });

  it.runIf(abilities.show)('renders its show page as label/value pairs', async () => {
    renderAdmin({
      url: `/${def.name}/1/show`,
      dataProvider: fakeDataProvider(store()),
      overrides: ENGINE_ONLY,
    });
    const terms = await screen.findAllByRole('term', {}, T);
    expect(terms.length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('.MuiLinearProgress-root')).toBeNull(), T);
    expectClean();
  });

  it.runIf(abilities.create)('renders its create form with every writable field', async () => {
    renderAdmin({
      url: `/${def.name}/create`,
      dataProvider: fakeDataProvider(store()),
      overrides: ENGINE_ONLY,
    });
    await screen.findByRole('button', { name: 'Simpan' }, T);
    const text = visibleText();
    // Less the fields a condition of the schema hides for the starting values (a section title
    // may share a hidden field's label, so their absence is checked in conditionalForm.test.tsx).
    const { hidden } = formConditions(def, defaultValuesOf(def.schema));
    for (const property of formProperties(def, 'create'))
      if (!hidden.has(property.name)) expect(text).toContain(label(def, property.name));
    expectClean();
  });

  it.runIf(abilities.edit)('renders its edit form', async () => {
    renderAdmin({
      url: `/${def.name}/1`,
      dataProvider: fakeDataProvider(store()),
      overrides: ENGINE_ONLY,
    });
    await screen.findByRole('button', { name: 'Simpan' }, T);
    const text = visibleText();
    for (const property of formProperties(def, 'edit'))
      expect(text).toContain(label(def, property.name));
    expectClean();
  });
});

describe.each(nested.map((def) => [def.name, def] as const))('%s (in its parent)', (_name, def) => {
  const parent = resources[def.parent!.resource];
  // Read-only children (history, log, activity) have neither the Tambah button nor the edit dialog.
  const abilities = abilitiesFor(def, ALL_SCOPES);

  it("renders its list, create and edit in the parent's tab", async () => {
    renderAdmin({
      url: `/${parent.name}/1/show/${def.name}`,
      dataProvider: fakeDataProvider(store()),
      overrides: ENGINE_ONLY,
    });
    const table = await screen.findByRole('table', {}, T);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), T);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    for (const column of def.list.columns.filter((c) => c !== def.parent!.field))
      expect(headers).toContain(label(def, column));
    expectClean();

    if (abilities.create) {
      await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
      const dialog = await screen.findByRole('dialog', {}, T);
      for (const property of formProperties(def, 'create', { [def.parent!.field]: 1 }))
        expect(dialog).toHaveTextContent(label(def, property.name));
      expectClean();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    } else {
      expect(screen.queryByRole('button', { name: 'Tambah' })).toBeNull();
    }

    if (abilities.edit) {
      await userEvent.click(
        within(table).getAllByRole('row')[1].querySelectorAll('td')[1] as HTMLElement,
      );
      const dialog = await screen.findByRole('dialog', {}, T);
      await within(dialog).findByRole('button', { name: 'Simpan' }, T);
      expectClean();
    }
  });
});

it('the language switch changes the generated labels (English has every key too)', async () => {
  renderAdmin({
    url: '/customer',
    locale: 'en',
    dataProvider: fakeDataProvider(store()),
    overrides: ENGINE_ONLY,
  });
  const table = await screen.findByRole('table', {}, T);
  expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  expect(rawKeysIn(visibleText())).toEqual([]);
});
