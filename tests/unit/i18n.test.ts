// Every schema names its resource, properties, enum values and groups in both languages, in the
// schema itself (x-admin labels); every error code has a message in both languages; the two
// languages have the same keys; react-admin's own messages are all translated.
import { describe, expect, it, vi } from 'vitest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { ERROR_CODES, MENU_GROUPS, resources } from '../../src/generated/registry';
import { flattenMessages, schemaMessageKeys } from '../../src/i18n/schemaKeys';
import raIndonesian from '../../src/i18n/raIndonesian';
import id from '../../src/i18n/id';
import laterId from '../../src/i18n/laterMessages.id';
import en from '../../src/i18n/en';
import { mergeMessages } from '../../src/i18n/mergeMessages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { withResourceLabels } from '../../src/i18n/resourceMessages';
import { DELIVERY_STATUSES } from '../../src/domain/delivery-order/statuses.ts';

// What polyglot sees: the console's own messages and the schemas' labels, in one flat map;
// Indonesian once the messages of the pages a list does not show have loaded (laterMessages.id.ts).
const allId = mergeMessages(id, laterId);
const languages = {
  id: withResourceLabels(allId, resources, 'id'),
  en: withResourceLabels(en, resources, 'en'),
};

const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../schemas');
type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a committed schema leaves a label to the fallback (docs/schema-authoring.md, "Labels"): each
 * `<file>#<pointer> <locale>` names an x-admin label, enumLabels or groupLabels entry to write.
 */
async function labelsLeftToFallback(): Promise<string[]> {
  const missing: string[] = [];
  const both = (text: unknown, where: string) => {
    for (const locale of ['id', 'en'])
      if (!isNode(text) || text[locale] === undefined) missing.push(`${where} ${locale}`);
  };
  const hintsOf = (schema: Node): Node => (isNode(schema['x-admin']) ? schema['x-admin'] : {});
  const walk = (schema: Node, file: string, pointer: string) => {
    let current = schema;
    let at = pointer;
    while (isNode(current.items)) [current, at] = [current.items, `${at}/items`];
    for (const [name, property] of Object.entries(
      isNode(current.properties) ? current.properties : {},
    )) {
      if (!isNode(property)) continue;
      const where = `${at}/properties/${name}`;
      const hints = hintsOf(property);
      both(hints.label, `${file}#${where}/x-admin/label`);
      const values = (property.enum ??
        (isNode(property.items) ? property.items.enum : undefined) ??
        []) as unknown[];
      const labels = isNode(hints.enumLabels) ? hints.enumLabels : {};
      for (const value of values.filter((v) => v !== null))
        both(labels[String(value)], `${file}#${where}/x-admin/enumLabels/${String(value)}`);
      walk(property, file, where);
    }
  };
  for (const file of (await fs.readdir(SCHEMAS_DIR))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(await fs.readFile(path.join(SCHEMAS_DIR, file), 'utf8')) as Node;
    const hints = hintsOf(schema);
    both(hints.label, `${file}#/x-admin/label`);
    const groupLabels = isNode(hints.groupLabels) ? hints.groupLabels : {};
    for (const group of (hints.groups ?? []) as string[])
      both(groupLabels[group], `${file}#/x-admin/groupLabels/${group}`);
    walk(schema, file, '');
  }
  return missing;
}

describe('i18n', () => {
  it('every committed schema names its resource, properties, enum values and groups in Indonesian and English itself', async () => {
    // A schema without them still works (the fallback: title, then the other language, then the
    // humanized name, tested in generator.test.ts); the shipped ones must not show it.
    expect(await labelsLeftToFallback()).toEqual([]);
  });

  it('the registry brings a message for every key a schema needs, in both languages', () => {
    const missing: string[] = [];
    for (const def of Object.values(resources)) {
      for (const key of schemaMessageKeys(def)) {
        for (const [language, messages] of Object.entries(languages)) {
          if (!messages[key]?.trim()) missing.push(`${language}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(resources.customer.messages.id)).toContain('fields.marketing_user_id');
  });

  it('keeps the language files to the console chrome: no resources.* key, and one that would shadow a schema label throws', () => {
    for (const messages of [flattenMessages(allId), flattenMessages(en)])
      expect(Object.keys(messages).filter((key) => key.startsWith('resources.'))).toEqual([]);
    expect(() =>
      withResourceLabels({ ...id, resources: { customer: { name: 'Klien' } } }, resources, 'id'),
    ).toThrow(/resources\.customer\.name belongs in its schema/);
  });

  it('names every nested property with a dotted key', () => {
    // Guards the walker itself: the registry has nested objects and arrays of objects.
    const all = Object.values(resources).flatMap(schemaMessageKeys);
    expect(all.some((key) => /\.fields\.[a-z_]+\.[a-z_]+/.test(key))).toBe(true);
  });

  it('has a validation message for every API error code (schemas/meta/error-codes.json)', () => {
    expect(ERROR_CODES).toContain('in-use');
    for (const code of ERROR_CODES) {
      expect(languages.id[`validation.${code}`], code).toBeTruthy();
      expect(languages.en[`validation.${code}`], code).toBeTruthy();
    }
  });

  it('has a label for every menu group', () => {
    for (const group of MENU_GROUPS) {
      expect(languages.id[`app.menu.groups.${group}`]).toBeTruthy();
      expect(languages.en[`app.menu.groups.${group}`]).toBeTruthy();
    }
  });

  it('has the same keys in Indonesian and English', () => {
    const idKeys = Object.keys(languages.id).sort();
    const enKeys = Object.keys(languages.en).sort();
    expect(idKeys.filter((k) => !languages.en[k] && languages.en[k] !== ' ')).toEqual([]);
    expect(enKeys.filter((k) => !(k in languages.id))).toEqual([]);
    expect(idKeys).toEqual(enKeys);
  });

  it('translates every react-admin message, keeping its placeholders', () => {
    const english = flattenMessages(englishMessages as unknown as Record<string, unknown>);
    const indonesian = flattenMessages(raIndonesian as unknown as Record<string, unknown>);
    expect(Object.keys(indonesian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
      // The spec's toasts ('Data berhasil dihapus') name no count, so smart_count may be dropped.
      const expected = placeholders(text).filter(
        (p) => p !== 'smart_count' || indonesian[key].includes('%{smart_count}'),
      );
      expect(placeholders(indonesian[key]), key).toEqual(expected);
    }
  });

  it("uses the spec's wording for statuses, toasts and validation", () => {
    const m = languages.id;
    expect(
      DELIVERY_STATUSES.map((s) => m[`resources.delivery-order.enums.status.name.${s}`]),
    ).toEqual([
      'Draf',
      'Dikonfirmasi',
      'Menunggu Vendor',
      'Diterima Vendor',
      'Ditolak',
      'Dijadwalkan',
      'Dijadwalkan Ulang',
      'Dijalankan',
      'Diambil',
      'Sedang Transit',
      'Terkirim',
      'Dibatalkan',
    ]);
    expect(m['ra.notification.created']).toBe('Data berhasil ditambahkan');
    expect(m['ra.notification.updated'].split(' |||| ')[0]).toBe(
      'Perubahan data berhasil disimpan',
    );
    expect(m['ra.notification.deleted'].split(' |||| ')[0]).toBe('Data berhasil dihapus');
    expect(m['ra.message.invalid_form']).toBe('Terdapat kesalahan format pada input anda');
    expect(m['ra.validation.required']).toBe('Wajib diisi');
    expect(m['validation.required']).toBe('Wajib diisi');
    expect(m['app.errors.delete_failed']).toBe('Gagal menghapus data.');
    expect(m['app.errors.shipment_number_not_unique']).toBe(
      'No. Shipment sudah terdaftar di sistem.',
    );
  });

  it('interpolates limits and plurals through the provider, Indonesian by default', async () => {
    const i18n = createI18nProvider('id');
    expect(i18n.getLocale()).toBe('id');
    // A limit is grouped in the language shown (issue 26: not 'Maksimal 10,000,000').
    expect(i18n.translate('validation.too-large', { max: 10_000_000 })).toBe('Maksimal 10.000.000');
    expect(i18n.translate('ra.validation.maxValue', { max: 2500.5 })).toBe('Maksimal 2.500,5');
    expect(i18n.translate('validation.too-long', { max: 255 })).toBe('Maksimal 255 karakter');
    expect(i18n.translate('validation.greater_than', { value: 0 })).toBe('Harus lebih dari 0');
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Pelanggan');
    expect(i18n.translate('app.footer.copyright', { from: 2024, to: 2025 })).toBe(
      '© 2024–2025 Armada Console',
    );
    await i18n.changeLocale('en');
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Customers');
    expect(i18n.translate('validation.too-large', { max: 10_000_000 })).toBe('At most 10,000,000');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['id', 'en']);
  });

  it('fetches English when it is chosen; a provider asked to start in English before then starts in Indonesian', async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/i18nProvider');
    const freshMessages = await import('../../src/i18n/messages');
    expect(fresh.createI18nProvider('en').getLocale()).toBe('id');
    const english = await freshMessages.loadMessages('en');
    expect(english).toEqual(en);
    const i18n = fresh.createI18nProvider('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Customers');
  });

  it('picks the second form of a |||| message for every count but one, in Indonesian too', async () => {
    // Polyglot files 'id' under its single-form languages; our messages word one and many apart.
    const i18n = createI18nProvider('id');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 data dipilih');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 data dipilih');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 0 })).toBe('0 data dipilih');
    const many = i18n.translate('ra.message.bulk_delete_content', {
      smart_count: 10,
      name: 'pelanggan',
    });
    expect(many).toBe('Apakah Anda yakin ingin menghapus 10 data ini?');
    expect(
      i18n.translate('ra.message.bulk_delete_content', { smart_count: 1, name: 'pelanggan' }),
    ).toBe('Apakah Anda yakin ingin menghapus pelanggan ini?');
    // The rule survives a language change and back.
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 items selected');
    await i18n.changeLocale('id');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 data dipilih');
  });

  it("takes a resource's labels from the registry it is given, read again on each language load (a schema added in dev)", async () => {
    const zone = {
      ...resources.customer,
      name: 'warehouse-zone',
      label: 'resources.warehouse-zone.name',
      messages: {
        id: { name: 'Zona Gudang', 'fields.name': 'Nama Zona', 'enums.kind.DRY': 'Kering' },
        en: {
          name: 'Warehouse zone |||| Warehouse zones',
          'fields.name': 'Zone name',
          'enums.kind.DRY': 'Dry',
        },
      },
    } as unknown as (typeof resources)['customer'];
    let registry: Record<string, (typeof resources)['customer']> = resources;
    const i18n = createI18nProvider('id', { resources: () => registry });
    expect(i18n.translate('resources.warehouse-zone.name', { _: 'missing' })).toBe('missing');
    registry = { ...resources, 'warehouse-zone': zone };
    await i18n.changeLocale('en');
    expect(i18n.translate('resources.warehouse-zone.name', { smart_count: 2 })).toBe(
      'Warehouse zones',
    );
    expect(i18n.translate('resources.warehouse-zone.enums.kind.DRY')).toBe('Dry');
    await i18n.changeLocale('id');
    expect(i18n.translate('resources.warehouse-zone.name', { smart_count: 2 })).toBe('Zona Gudang');
    expect(i18n.translate('resources.warehouse-zone.fields.name')).toBe('Nama Zona');
    // The committed resources keep their labels beside it.
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Pelanggan');
    expect(i18n.translate('resources.customer.fields.tax_number')).toBe('NPWP');
  });

  it('refuses a key defined twice when blocks are merged', () => {
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow(
      /a\.b is defined twice/,
    );
    expect(mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});
