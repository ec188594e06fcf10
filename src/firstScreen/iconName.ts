import type { ResourceDef } from '../generated/registry.ts';

/** The name of a resource's menu icon (x-admin.menu.icon), or Label's, as src/resources/icons.tsx picks it. */
export const iconFor = (def: ResourceDef): string => (def.menu ? def.menu.icon : undefined) ?? 'Label';
