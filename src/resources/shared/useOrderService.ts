// The data provider with the order service's own calls (call, fetchFile: src/dataProviders/orderService.ts).
import { useDataProvider, type DataProvider } from 'ra-core';
import type { OrderServiceMethods } from '../../dataProviders/orderService.ts';

export const useOrderService = () => useDataProvider<DataProvider & OrderServiceMethods>();
