import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { resources, type JsonSchema } from '../../../src/generated/registry.ts';
import { defaultEntries } from '../../../src/resources/registry/defaultEntries.tsx';
import { PropertyField } from '../../../src/resources/registry/PropertyField.tsx';
import { RegistryProvider } from '../../../src/resources/registry/RegistryContext.tsx';
import { resolveEntry } from '../../../src/resources/registry/resolve.ts';
import {
  and,
  formatIs,
  hasEnum,
  isReference,
  propertyIs,
  rankWith,
  typeIs,
  widgetIs,
} from '../../../src/resources/registry/testers.ts';
import {
  RANK,
  type RegistryEntry,
  type TesterContext,
} from '../../../src/resources/registry/types.ts';
import { TestContext } from './harness.tsx';

const def = resources.customer;
const ctx = (path: string, resource = 'customer'): TesterContext => ({
  resource,
  path,
  def: resources[resource] ?? def,
});
const fieldName = (schema: JsonSchema, path = 'x', resource = 'customer') =>
  resolveEntry(defaultEntries, 'field', schema, ctx(path, resource))?.name;
const inputName = (schema: JsonSchema, path = 'x', resource = 'customer') =>
  resolveEntry(defaultEntries, 'input', schema, ctx(path, resource))?.name;

describe('testers', () => {
  it('are pure predicates ranked by band', () => {
    const s: JsonSchema = { type: ['string', 'null'], format: 'date-time' };
    expect(rankWith(RANK.type, typeIs('string'))(s, ctx('a'))).toBe(1);
    expect(rankWith(RANK.format, formatIs('date-time'))(s, ctx('a'))).toBe(3);
    expect(rankWith(RANK.enum, hasEnum)(s, ctx('a'))).toBe(-1);
    expect(
      rankWith(RANK.reference, and(isReference, typeIs('integer')))(
        { type: 'integer', 'x-admin': { reference: 'user' } },
        ctx('a'),
      ),
    ).toBe(5);
    expect(
      rankWith(RANK.widget, widgetIs('textarea'))(
        { type: 'string', 'x-admin': { widget: 'textarea' } },
        ctx('a'),
      ),
    ).toBe(10);
    expect(rankWith(RANK.override, propertyIs('customer', 'name'))({}, ctx('name'))).toBe(20);
    expect(rankWith(RANK.override, propertyIs('customer', 'name'))({}, ctx('name', 'vendor'))).toBe(
      -1,
    );
  });
});

describe('resolution over the default registry', () => {
  it('band 1: the JSON type', () => {
    expect(fieldName({ type: 'string' })).toBe('text');
    expect(fieldName({ type: ['integer', 'null'] })).toBe('number');
    expect(fieldName({ type: 'boolean' })).toBe('boolean');
    expect(fieldName({ type: 'object', properties: {} })).toBe('object');
    expect(fieldName({ type: 'array', items: { type: 'object' } })).toBe('array-of-objects');
    expect(fieldName({ type: 'array', items: { type: 'string' } })).toBe('array-of-strings');
    expect(fieldName({ type: ['string', 'number', 'null'] })).toBe('text');
  });

  it('band 2 beats the type: an enum', () => {
    expect(inputName({ type: 'string', enum: ['A', 'B'] })).toBe('enum');
    expect(inputName({ type: 'array', items: { type: 'string', enum: ['A'] } })).toBe('enum-array');
  });

  it('band 3 beats the type: a format', () => {
    expect(inputName({ type: ['string', 'null'], format: 'date-time' })).toBe('date-time');
    expect(inputName({ type: 'string', format: 'date' })).toBe('date');
    expect(fieldName({ type: 'string', format: 'email' })).toBe('email-format');
    expect(fieldName({ type: 'string', format: 'uri' })).toBe('uri-format');
    expect(fieldName({ type: 'string', format: 'duration' })).toBe('duration-format');
  });

  it('band 5: a reference, single or many', () => {
    expect(inputName({ type: ['integer', 'null'], 'x-admin': { reference: 'user' } })).toBe(
      'reference',
    );
    expect(
      inputName({
        type: 'array',
        items: { type: 'integer' },
        'x-admin': { reference: 'delivery-order' },
      }),
    ).toBe('reference-array');
  });

  it('band 10: an explicit widget or mask beats everything generic', () => {
    expect(inputName({ type: 'string', 'x-admin': { widget: 'textarea' } })).toBe(
      'widget:textarea',
    );
    expect(inputName({ type: 'string', enum: ['A'], 'x-admin': { widget: 'radio' } })).toBe(
      'widget:radio',
    );
    expect(inputName({ type: 'number', 'x-admin': { widget: 'currency' } })).toBe(
      'widget:currency',
    );
    expect(inputName({ type: 'string', format: 'email', 'x-admin': { widget: 'email' } })).toBe(
      'widget:email',
    );
    expect(inputName({ type: ['string', 'null'], 'x-admin': { mask: '##.##' } })).toBe('mask');
    // A radio needs choices: without an enum the hint does not apply.
    expect(inputName({ type: 'string', 'x-admin': { widget: 'radio' } })).toBe('text');
  });

  it('identifiers: the identifier widget, and every record id (own or embedded), are not quantities', () => {
    expect(fieldName({ type: ['integer', 'null'], 'x-admin': { widget: 'identifier' } })).toBe(
      'widget:identifier',
    );
    expect(inputName({ type: ['integer', 'null'], 'x-admin': { widget: 'identifier' } })).toBe(
      'widget:identifier',
    );
    expect(fieldName({ type: 'integer' }, 'id')).toBe('record-id');
    expect(fieldName({ type: 'integer' }, 'shipped_customer.id')).toBe('record-id');
    expect(
      fieldName({ type: 'integer', 'x-admin': { reference: 'fleet-task' } }, 'fleet_task.id'),
    ).toBe('reference');
    expect(fieldName({ type: 'integer' }, 'quantity')).toBe('number');
    expect(
      fieldName(
        resources.vendor.schema.properties.paired_company_id,
        'paired_company_id',
        'vendor',
      ),
    ).toBe('widget:identifier');
    expect(fieldName(resources.user.schema.properties.company_id, 'company_id', 'user')).toBe(
      'widget:identifier',
    );
  });

  it('band 20: a resource override wins, and on a tie the later entry wins', () => {
    const Custom = () => <span>custom</span>;
    const extended: RegistryEntry[] = [
      ...defaultEntries,
      {
        name: 'customer-name',
        tester: rankWith(RANK.override, propertyIs('customer', 'name')),
        field: Custom,
      },
    ];
    expect(resolveEntry(extended, 'field', def.schema.properties.name, ctx('name'))?.name).toBe(
      'customer-name',
    );
    expect(resolveEntry(extended, 'field', def.schema.properties.code, ctx('code'))?.name).toBe(
      'text',
    );
    const tie: RegistryEntry[] = [
      ...defaultEntries,
      { name: 'text-2', tester: rankWith(RANK.type, typeIs('string')), field: Custom },
    ];
    expect(resolveEntry(tie, 'field', { type: 'string' }, ctx('x'))?.name).toBe('text-2');
  });

  it('picks the entry that has the kind of renderer asked for', () => {
    const fieldOnly: RegistryEntry[] = [
      ...defaultEntries,
      { name: 'display-only', tester: () => 100, field: () => null },
    ];
    expect(resolveEntry(fieldOnly, 'input', { type: 'string' }, ctx('x'))?.name).toBe('text');
  });

  it('every property of every schema in the registry has a field and an input', () => {
    const missing: string[] = [];
    const walk = (resource: string, schema: JsonSchema, path: string) => {
      if (!fieldName(schema, path, resource)) missing.push(`${resource}.${path} (field)`);
      if (!inputName(schema, path, resource)) missing.push(`${resource}.${path} (input)`);
      for (const [name, child] of Object.entries(schema.properties ?? {}))
        walk(resource, child, `${path}.${name}`);
      if (schema.items?.properties)
        for (const [name, child] of Object.entries(schema.items.properties))
          walk(resource, child, `${path}.${name}`);
    };
    for (const [name, d] of Object.entries(resources))
      for (const [prop, schema] of Object.entries(d.schema.properties)) walk(name, schema, prop);
    expect(missing).toEqual([]);
  });
});

describe('unknown properties', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show a visible placeholder in development and warn in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <TestContext>
        <RegistryProvider entries={defaultEntries}>
          <RecordContextProvider value={{ id: 1, blob: 1 }}>
            <PropertyField
              source="blob"
              schema={{ type: 'null' }}
              context={ctx('blob')}
              variant="detail"
            />
          </RecordContextProvider>
        </RegistryProvider>
      </TestContext>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('unknown field: customer.blob');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('customer.blob'), expect.anything());
  });
});
