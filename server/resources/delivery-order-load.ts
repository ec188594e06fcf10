import type { ResourceModule } from './types.ts';

export const deliveryOrderLoad: ResourceModule = {};
