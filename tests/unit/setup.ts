import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadMessages } from '../../src/i18n/messages';
import { resourceDetails } from '../../src/resources/resourceDetails';

// findBy*/waitFor wait up to 5 s (default 1 s): the delivery page's component tests render whole
// react-admin pages, which a loaded 2-core machine can take over a second to settle.
configure({ asyncUtilTimeout: 5_000 });

// English is fetched on demand in the console; tests render either language at once. So are the
// Indonesian messages of pages a list does not show (src/resources/resourceDetails.ts loads them
// with every resource's details).
await loadMessages('en');
await resourceDetails.load();
