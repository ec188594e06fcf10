// The bench's baseline: the smallest react-admin app that lists the same customers, two resources
// with ListGuesser over ra-data-json-server, served by json-server 0.17 (bench/ui.ts).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const dataProvider = jsonServerProvider(`${window.location.origin}/api`);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="customer" list={ListGuesser} />
    <Resource name="user" list={ListGuesser} />
  </Admin>,
);
