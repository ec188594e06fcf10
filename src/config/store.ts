// react-admin's store (what <Admin> would make: localStorage, 'RaStore.' keys), one for the console
// and for its start (src/resources/initialList.ts), which reads the list's parameters from it.
import { localStorageStore } from 'ra-core';

export const store = localStorageStore();
