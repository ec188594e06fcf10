// The resources' definitions from the first render on (src/resources/resourceDefinitions.tsx):
// react-admin's own provider starts empty and fills in after the first commit, which redrew every
// view reading a definition. Here the first render already has them, the same object while the
// children are the same, and a new resource among new children joins.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { Resource, useResourceDefinitions, type ResourceDefinitions } from 'ra-core';
import {
  ResourceDefinitionsProvider,
  resourceDefinitions,
} from '../../../src/resources/resourceDefinitions.tsx';

const List = () => null;
const Show = () => null;

function Probe({ seen }: { seen: ResourceDefinitions[] }) {
  seen.push(useResourceDefinitions());
  return null;
}

function Tree({ resources, seen }: { resources: ReactNode; seen: ResourceDefinitions[] }) {
  return (
    <ResourceDefinitionsProvider resources={resources}>
      <Probe seen={seen} />
    </ResourceDefinitionsProvider>
  );
}

describe('ResourceDefinitionsProvider', () => {
  it('has every <Resource>’s definition at the first render, fragments and arrays walked', () => {
    const resources = [
      <Resource key="a" name="customer" list={List} show={Show} options={{ label: 'Pelanggan' }} />,
      <Fragment key="f">
        <Resource name="product" list={List} recordRepresentation="name" />
      </Fragment>,
      <span key="not-a-resource" />,
    ];
    const seen: ResourceDefinitions[] = [];
    render(<Tree resources={resources} seen={seen} />);
    expect(seen[0]).toEqual({
      customer: {
        name: 'customer',
        options: { label: 'Pelanggan' },
        hasList: true,
        hasShow: true,
        hasCreate: false,
        hasEdit: false,
        icon: undefined,
        recordRepresentation: undefined,
      },
      product: expect.objectContaining({ name: 'product', hasList: true, hasShow: false }),
    });
  });

  it('keeps the same object while the children are the same, and follows new children', () => {
    const first = [<Resource key="a" name="customer" list={List} />];
    const seen: ResourceDefinitions[] = [];
    const { rerender } = render(<Tree resources={first} seen={seen} />);
    rerender(<Tree resources={first} seen={seen} />);
    expect(seen[1]).toBe(seen[0]);
    rerender(
      <Tree resources={[...first, <Resource key="b" name="vendor" list={List} />]} seen={seen} />,
    );
    expect(Object.keys(seen.at(-1)!)).toEqual(['customer', 'vendor']);
  });
});

describe('ResourceDefinitionsProvider and a function child', () => {
  it('refuses one, since its resources would be missing from the definitions', () => {
    const permissionsFunction = () => [<Resource key="a" name="customer" list={List} />];
    expect(() =>
      resourceDefinitions([
        <Resource key="b" name="vendor" list={List} />,
        permissionsFunction as unknown as ReactNode,
      ]),
    ).toThrow(/function child/);
  });
});
