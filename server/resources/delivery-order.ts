import type { ResourceModule } from './types.ts';

export const deliveryOrder: ResourceModule = {};
