// The resource definitions react-admin registers from <Admin>'s children (name, options, which
// views, icon, record representation), derived from the same elements during the render.
// react-admin's own provider starts empty and registers each <Resource> in an effect after the first
// commit, and on its next pass unregisters and registers them all again: each time a new definitions
// object, and the menu, the breadcrumb and every view reading one drew the whole console again
// (2,300–2,600 fibers each, just after the first list's rows, while a click on a row waited:
// docs/architecture.md "The first render"). The console's resources are all plain children (no
// function child), so the definitions are a function of the children, and the same object while they
// are the same.
import { Children, Fragment, isValidElement, useMemo, type ReactNode } from 'react';
import {
  ResourceDefinitionContext,
  type ResourceDefinition,
  type ResourceDefinitions,
  type ResourceProps,
} from 'ra-core';

interface ResourceType {
  raName?: string;
  registerResource?: (props: ResourceProps) => ResourceDefinition;
}

/** The definitions of the <Resource> elements among `children` (fragments and arrays walked). */
export function resourceDefinitions(children: ReactNode): Record<string, ResourceDefinition> {
  const definitions: Record<string, ResourceDefinition> = {};
  if (hasFunctionChild(children))
    throw new Error(
      'ResourceDefinitionsProvider: a function child (react-admin permissions function) is not supported; pass the resources as elements',
    );
  Children.forEach(children, (element) => {
    if (!isValidElement<{ children?: ReactNode }>(element)) return;
    if (element.type === Fragment) {
      Object.assign(definitions, resourceDefinitions(element.props.children));
      return;
    }
    const type = element.type as ResourceType;
    if (type.raName !== 'Resource' || typeof type.registerResource !== 'function') return;
    const definition = type.registerResource(element.props as ResourceProps);
    definitions[definition.name] = definition;
  });
  return definitions;
}

/** react-admin's function child (resources from the permissions), which Children.forEach skips. */
function hasFunctionChild(children: unknown): boolean {
  return (
    typeof children === 'function' || (Array.isArray(children) && children.some(hasFunctionChild))
  );
}

const ignore = () => undefined;

/**
 * In place of react-admin's ResourceDefinitionContextProvider: the definitions of `resources` (the
 * children <AdminUI> gets), from the first render on; react-admin's register and unregister change
 * nothing, since the definitions already follow the children.
 */
export function ResourceDefinitionsProvider({
  resources,
  children,
}: {
  resources: ReactNode;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      definitions: resourceDefinitions(resources) as ResourceDefinitions,
      register: ignore,
      unregister: ignore,
    }),
    [resources],
  );
  return (
    <ResourceDefinitionContext.Provider value={value}>
      {children}
    </ResourceDefinitionContext.Provider>
  );
}
