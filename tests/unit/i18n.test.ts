// Every schema label, enum value, group and error code has a message in both languages; the two
// languages have the same keys; react-admin's own messages are all translated.
import { describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { ERROR_CODES, MENU_GROUPS, resources } from '../../src/generated/registry';
import { flattenMessages, schemaMessageKeys } from '../../src/i18n/schemaKeys';
import raIndonesian from '../../src/i18n/raIndonesian';
import id from '../../src/i18n/id';
import en from '../../src/i18n/en';
import { mergeMessages } from '../../src/i18n/mergeMessages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';

const languages = { id: flattenMessages(id), en: flattenMessages(en) };

describe('i18n', () => {
  it('has a key for every property, enum value and group of every schema, in both languages', () => {
    const missing: string[] = [];
    for (const def of Object.values(resources)) {
      for (const key of schemaMessageKeys(def)) {
        for (const [language, messages] of Object.entries(languages)) {
          if (!messages[key]?.trim()) missing.push(`${language}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
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
      const expected = placeholders(text).filter((p) => p !== 'smart_count' || indonesian[key].includes('%{smart_count}'));
      expect(placeholders(indonesian[key]), key).toEqual(expected);
    }
  });

  it("uses the spec's wording for statuses, toasts and validation", () => {
    const m = languages.id;
    expect(['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR', 'SCHEDULED', 'RESCHEDULED', 'STARTED', 'PICKED', 'TRANSITED', 'DELIVERED', 'CANCELED'].map((s) => m[`resources.delivery-order.enums.status.name.${s}`])).toEqual([
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
    expect(m['ra.notification.updated'].split(' |||| ')[0]).toBe('Perubahan data berhasil disimpan');
    expect(m['ra.notification.deleted'].split(' |||| ')[0]).toBe('Data berhasil dihapus');
    expect(m['ra.message.invalid_form']).toBe('Terdapat kesalahan format pada input anda');
    expect(m['ra.validation.required']).toBe('Wajib diisi');
    expect(m['validation.required']).toBe('Wajib diisi');
    expect(m['app.errors.delete_failed']).toBe('Gagal menghapus data.');
    expect(m['app.errors.shipment_number_not_unique']).toBe('No. Shipment sudah terdaftar di sistem.');
  });

  it('interpolates limits and plurals through the provider, Indonesian by default', async () => {
    const i18n = createI18nProvider('id');
    expect(i18n.getLocale()).toBe('id');
    expect(i18n.translate('validation.too-large', { max: '10,000,000' })).toBe('Maksimal 10,000,000');
    expect(i18n.translate('validation.greater_than', { value: 0 })).toBe('Harus lebih dari 0');
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Pelanggan');
    expect(i18n.translate('app.footer.copyright', { from: 2024, to: 2025 })).toBe('© 2024–2025 Armada Console');
    await i18n.changeLocale('en');
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Customers');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['id', 'en']);
  });

  it('fetches English when it is chosen; a provider asked to start in English before then starts in Indonesian', async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n/i18nProvider');
    expect(fresh.createI18nProvider('en').getLocale()).toBe('id');
    const english = await fresh.loadMessages('en');
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
    const many = i18n.translate('ra.message.bulk_delete_content', { smart_count: 10, name: 'pelanggan' });
    expect(many).toBe('Apakah Anda yakin ingin menghapus 10 data ini?');
    expect(i18n.translate('ra.message.bulk_delete_content', { smart_count: 1, name: 'pelanggan' })).toBe('Apakah Anda yakin ingin menghapus pelanggan ini?');
    // The rule survives a language change and back.
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 items selected');
    await i18n.changeLocale('id');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 10 })).toBe('10 data dipilih');
  });

  it('shows a new, untranslated schema by its own titles instead of raw keys', () => {
    const zone = {
      ...resources.customer,
      name: 'warehouse-zone',
      label: 'resources.warehouse-zone.name',
      groups: ['cold_chain'],
      schema: {
        title: 'Warehouse zone',
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Zone name' },
          kind: { type: 'string', enum: ['DRY', 'HAZMAT_GOODS'] },
          rates: { type: 'array', items: { type: 'object', properties: { base_price: { type: 'number' } } } },
        },
      },
    } as unknown as (typeof resources)['customer'];
    const i18n = createI18nProvider('id', { resources: { ...resources, 'warehouse-zone': zone } });
    expect(i18n.translate('resources.warehouse-zone.name', { smart_count: 2 })).toBe('Warehouse zone');
    expect(i18n.translate('resources.warehouse-zone.fields.name')).toBe('Zone name');
    expect(i18n.translate('resources.warehouse-zone.fields.rates.base_price')).toBe('Base price');
    expect(i18n.translate('resources.warehouse-zone.enums.kind.HAZMAT_GOODS')).toBe('Hazmat goods');
    expect(i18n.translate('resources.warehouse-zone.groups.cold_chain')).toBe('Cold chain');
    // Translated keys keep their translation.
    expect(i18n.translate('resources.customer.name', { smart_count: 2 })).toBe('Pelanggan');
    expect(i18n.translate('resources.customer.fields.tax_number')).toBe('NPWP');
  });

  it('refuses a key defined twice when blocks are merged', () => {
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow(/a\.b is defined twice/);
    expect(mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});
