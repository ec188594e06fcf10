// A new renderer family is two sibling files (tests/fixtures/renderers/rating.ts and rating.tsx) and
// one meta-schema entry (rendererFamilyWidget.test.ts). Added to the registry by concatenation, it
// is drawn by the console's field and edited by its input.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form, RecordContextProvider, ResourceContextProvider } from 'ra-core';
import { resources, type JsonSchema } from '../../../src/generated/registry.ts';
import { defaultEntries, entriesOf } from '../../../src/resources/registry/defaultEntries.tsx';
import { loadInputs } from '../../../src/resources/registry/lazyInputs.tsx';
import { PropertyField } from '../../../src/resources/registry/PropertyField.tsx';
import { PropertyInput } from '../../../src/resources/registry/PropertyInput.tsx';
import { RegistryProvider } from '../../../src/resources/registry/RegistryContext.tsx';
import { RATING, ratingFamily } from '../../fixtures/renderers/rating.ts';
import { fakeDataProvider, TestContext } from './harness.tsx';

const def = resources.customer;
const schema: JsonSchema = { type: 'integer', 'x-admin': { widget: RATING } };
const context = { resource: def.name, path: 'score', def };
const entries = [...defaultEntries, ...entriesOf([ratingFamily])];

beforeAll(() => loadInputs([ratingFamily]));

describe('a renderer family added in two files', () => {
  it("is drawn by the console's field", () => {
    render(
      <TestContext dataProvider={fakeDataProvider()}>
        <RegistryProvider entries={entries}>
          <RecordContextProvider value={{ id: 1, score: 3 }}>
            <div data-testid="value">
              <PropertyField source="score" schema={schema} context={context} variant="cell" />
            </div>
          </RecordContextProvider>
        </RegistryProvider>
      </TestContext>,
    );
    expect(screen.getByTestId('value').textContent).toBe('★★★☆☆');
  });

  it('is edited by its input', async () => {
    const onSubmit = vi.fn();
    render(
      <TestContext dataProvider={fakeDataProvider()}>
        <ResourceContextProvider value={def.name}>
          <RegistryProvider entries={entries}>
            <Form record={{ score: 4 }} onSubmit={onSubmit}>
              <PropertyInput
                source="score"
                schema={schema}
                context={context}
                required={false}
                mode="edit"
              />
            </Form>
          </RegistryProvider>
        </ResourceContextProvider>
      </TestContext>,
    );
    expect(((await screen.findByRole('spinbutton')) as HTMLInputElement).value).toBe('4');
  });
});
