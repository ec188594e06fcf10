// react-admin's store (what <Admin> would make: localStorage, 'RaStore.' keys), one for the console
// and for the first screen drawn before it (src/firstScreen/), which reads the list's parameters,
// the sidebar's state and the folded menu groups from it.
import { localStorageStore } from 'ra-core';

export const store = localStorageStore();
