// The bench's baseline: the smallest react-admin app that lists the same customers, two resources
// with ListGuesser over ra-data-json-server, served by json-server 0.17 (bench/ui.ts). For the usable
// moment the customer list has react-admin's search box (json-server's q searches every field) and a
// ShowGuesser, so a row click opens the record's page as the console's does.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, SearchInput, ShowGuesser } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const dataProvider = jsonServerProvider(`${window.location.origin}/api`);
const customerFilters = [<SearchInput key="q" source="q" alwaysOn />];

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="customer" list={<ListGuesser filters={customerFilters} />} show={ShowGuesser} />
    <Resource name="user" list={ListGuesser} />
  </Admin>,
);
