// The first screen: the console's frame and the list's first page as plain DOM, drawn from the
// registry, the session and the page the API returned, before React, MUI and react-admin have
// loaded. It looks like the console's own screen at the same moment (the same labels, columns,
// formats, icons and measures; src/firstScreen/firstScreen.css) and takes no input: it is inert
// and hidden from assistive technology until the console replaces it (docs/architecture.md,
// "The first screen before React").
import type { GetListResult } from 'ra-core';
import type { MenuGroup, ResourceDef } from '../generated/registry.ts';
import { listableSections } from '../domain/menu/menuSections.ts';
import { schemaAt } from '../domain/schema/schemaPath.ts';
import { NOTIFICATION_MENU } from '../config/routes.ts';
import { LOCALES } from '../i18n/messages.ts';
import get from 'lodash/get.js';
import { abilitiesFor, isRegistered } from '../resources/permissions.ts';
import { fieldLabel, isSortablePath, menuIconName } from '../resources/schemaUtils.ts';
import { hasExternalList } from '../domain/list/externalList.ts';
import { filterSpecs } from '../resources/views/filterSpecs.ts';
import { cellContent, el, icon, type Translate } from './cells.ts';
import type { ListParams } from '../resources/initialListPlan.ts';

export interface FirstScreenInput {
  def: ResourceDef;
  params: ListParams;
  page: GetListResult;
  resources: Record<string, ResourceDef>;
  groups: readonly MenuGroup[];
  scopes: readonly string[];
  userName: string;
  locale: string;
  translate: Translate;
  /** The console's desktop layout (table, sidebar) or its phone layout (cards, no sidebar). */
  layout: 'desktop' | 'phone';
  /** react-admin's store, read (the sidebar's state, the menu's folded groups). */
  storeItem: (key: string) => unknown;
  /** The alert bell, if the user has the alert centre: the counts it shows before fetching its own. */
  alertBell?: { urgent?: string; important?: string };
  now?: Date;
}

const button = (...children: (Node | string)[]) => el('span', { class: 'fs-button' }, ...children);

/** The whole first screen, ready to be put in the document. */
export function drawFirstScreen(input: FirstScreenInput): HTMLElement {
  const phone = input.layout === 'phone';
  const sidebarOpen = input.storeItem('sidebar.open') !== false;
  return el(
    'div',
    {
      id: 'first-screen',
      class: phone ? 'fs fs-phone' : sidebarOpen ? 'fs' : 'fs fs-closed',
      inert: '',
      'aria-hidden': 'true',
    },
    appBar(input),
    el(
      'div',
      { class: 'fs-frame' },
      phone ? null : sidebar(input, sidebarOpen),
      el(
        'div',
        { class: 'fs-content' },
        phone ? phoneListPage(input) : listPage(input),
        footer(input.translate, input.now ?? new Date()),
      ),
    ),
  );
}

function appBar({
  def,
  translate,
  locale,
  userName,
  alertBell,
  layout,
}: FirstScreenInput): HTMLElement {
  const bell = alertBell
    ? el('span', { class: 'fs-icon-button fs-bell' }, icon('Notifications'))
    : null;
  if (alertBell?.urgent)
    bell!.append(el('span', { class: 'fs-badge fs-badge-urgent' }, alertBell.urgent));
  if (alertBell?.important)
    bell!.append(el('span', { class: 'fs-badge fs-badge-important' }, alertBell.important));
  return el(
    'header',
    { class: 'fs-bar' },
    el('span', { class: 'fs-icon-button fs-menu-button' }, icon('Menu')),
    el('span', { class: 'fs-name' }, translate('app.name')),
    el('span', { class: 'fs-separator' }),
    el('span', { class: 'fs-title' }, pageTitle(def, translate)),
    el('span', { class: 'fs-grow' }),
    bell,
    // On a phone the language switch and the user menu are icons only.
    layout === 'phone'
      ? el('span', { class: 'fs-icon-button' }, icon('Translate'))
      : el(
          'span',
          { class: 'fs-language' },
          icon('Translate'),
          LOCALES.find((l) => l.locale === locale)?.name ?? locale,
          icon('ExpandMore'),
        ),
    el('span', { class: 'fs-icon-button' }, icon('Refresh')),
    layout === 'phone'
      ? el('span', { class: 'fs-icon-button' }, icon('AccountCircle'))
      : el('span', { class: 'fs-user' }, icon('AccountCircle'), userName),
  );
}

const resourceName = (def: ResourceDef, translate: Translate) =>
  translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label });
const pageTitle = (def: ResourceDef, translate: Translate) =>
  translate('ra.page.list', { name: resourceName(def, translate) });

function sidebar(
  { def, resources, groups, scopes, translate, storeItem }: FirstScreenInput,
  open: boolean,
): HTMLElement {
  const folded = (storeItem('armada.menu.folded') ?? {}) as Record<string, boolean>;
  const item = (iconName: string | undefined, label: string, active = false) =>
    el(
      'li',
      { class: active ? 'fs-menu-item fs-active' : 'fs-menu-item' },
      el('span', { class: 'fs-menu-icon' }, icon(iconName)),
      el('span', { class: 'fs-menu-label' }, label),
    );
  const top = el('ul', { class: 'fs-menu' }, item('Dashboard', translate('app.menu.dashboard')));
  if (scopes.includes(NOTIFICATION_MENU.scope))
    top.append(item('Notifications', translate('app.menu.notification')));
  const nav = el('nav', { class: 'fs-nav' }, top);
  for (const section of listableSections(resources, groups, scopes)) {
    const shown = !open || !folded[section.group];
    const label = translate(`app.menu.groups.${section.group}`);
    nav.append(
      open
        ? el(
            'div',
            { class: 'fs-group' },
            el('span', {}, label),
            icon(shown ? 'ExpandLess' : 'ExpandMore'),
          )
        : el('hr', { class: 'fs-divider' }),
    );
    if (shown)
      nav.append(
        el(
          'ul',
          { class: 'fs-menu' },
          ...section.resources.map((r) =>
            item(menuIconName(r), resourceName(r, translate), r.name === def.name),
          ),
        ),
      );
  }
  return el('div', { class: 'fs-sidebar' }, nav);
}

/** Whether the console registers a resource for this user (a reference to it shows its record, its filter searches it). */
const registeredIn =
  ({ resources, scopes }: FirstScreenInput) =>
  (name: string) =>
    !!resources[name] && isRegistered(resources[name], scopes);

/** The list's filters as the user may use them (a reference's filter only when its target is registered). */
const filtersOf = (input: FirstScreenInput) =>
  filterSpecs(input.def, input.translate, registeredIn(input));

/** The filter form: the search field and the inputs that show at once. */
function filterForm(
  { def, translate }: FirstScreenInput,
  filters: ReturnType<typeof filtersOf>,
): HTMLElement {
  const form = el('div', { class: 'fs-filters' });
  if (def.list.search.length)
    form.append(
      el(
        'span',
        { class: 'fs-input fs-search' },
        el('span', { class: 'fs-placeholder' }, translate('ra.action.search')),
        icon('Search'),
      ),
    );
  if (filters.allShown)
    for (const spec of filters.inputs)
      form.append(
        el(
          'span',
          { class: 'fs-input' },
          el('span', { class: 'fs-placeholder' }, spec.label),
          icon('ArrowDropDown'),
        ),
      );
  return form;
}

function listPage(input: FirstScreenInput): HTMLElement {
  const { def, translate, scopes } = input;
  const abilities = abilitiesFor(def, scopes);
  const filters = filtersOf(input);
  const form = filterForm(input, filters);
  const actions = el('div', { class: 'fs-actions' });
  if (!filters.allShown && filters.inputs.length)
    actions.append(button(icon('FilterList'), translate('ra.action.add_filter')));
  if (hasExternalList(def))
    actions.append(
      button(
        icon('Link'),
        translate('engine.external.open', { name: resourceName(def, translate) }),
      ),
    );
  if (abilities.create) actions.append(button(icon('Add'), translate('ra.action.create')));
  actions.append(button(icon('ViewWeek'), translate('ra.action.select_columns')));
  if (abilities.export) actions.append(button(icon('GetApp'), translate('ra.action.export')));
  return el(
    'main',
    { class: 'fs-main' },
    el('div', { class: 'fs-list-toolbar' }, form, actions),
    el('div', { class: 'fs-card' }, table(input, abilities.delete)),
    pagination(input),
  );
}

function table(input: FirstScreenInput, selectable: boolean): HTMLElement {
  const { def, params, page, translate } = input;
  const columns = def.list.columns;
  const cell = cellOf(input);
  const checkbox = () =>
    el('td', { class: 'fs-check' }, icon('CheckBoxOutlineBlank', 'fs-icon fs-checkbox'));
  const head = el('tr', {});
  if (selectable)
    head.append(
      el('th', { class: 'fs-check' }, icon('CheckBoxOutlineBlank', 'fs-icon fs-checkbox')),
    );
  for (const path of columns) {
    const schema = schemaAt(def.schema, path) ?? {};
    const label = fieldLabel(translate, def.name, path, schema);
    // A sortable header keeps its arrow's room even when not sorted by it (MUI's TableSortLabel hides it).
    const sortable = isSortablePath(def.schema, path);
    const sorted = sortable && params.sort.field === path;
    const arrow = `fs-icon fs-sort${sorted ? '' : ' fs-unsorted'}${sorted && params.sort.order === 'DESC' ? ' fs-desc' : ''}`;
    head.append(
      el(
        'th',
        {},
        sortable ? el('span', { class: 'fs-sorted' }, label, icon('ArrowUpward', arrow)) : label,
      ),
    );
  }
  const body = el('tbody', {});
  for (const record of page.data) {
    const row = el('tr', {});
    if (selectable) row.append(checkbox());
    for (const path of columns) row.append(el('td', {}, cell(record, path)));
    body.append(row);
  }
  return el('table', { class: 'fs-table' }, el('thead', {}, head), body);
}

/** MUI's usePagination items (boundaryCount 1, siblingCount 1), as react-admin's list shows them. */
export function paginationItems(page: number, count: number): (number | 'ellipsis')[] {
  const range = (start: number, end: number) =>
    Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);
  const startPages = range(1, Math.min(1, count));
  const endPages = range(Math.max(count, 2), count);
  const siblingsStart = Math.max(Math.min(page - 1, count - 4), 3);
  const siblingsEnd = Math.min(Math.max(page + 1, 5), count - 2);
  return [
    ...startPages,
    ...(siblingsStart > 3 ? ['ellipsis' as const] : 2 < count - 1 ? [2] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - 2 ? ['ellipsis' as const] : count - 1 > 1 ? [count - 1] : []),
    ...endPages,
  ];
}

/** Where the page stands: its number, the page count, and react-admin's '1-10 of 25'. */
function paging({ params, page, translate }: FirstScreenInput): {
  current: number;
  pages: number;
  range: string;
} {
  const { page: current, perPage } = params.pagination;
  const total = page.total ?? page.data.length;
  const range = translate('ra.navigation.page_range_info', {
    offsetBegin: total === 0 ? 0 : (current - 1) * perPage + 1,
    offsetEnd: Math.min(current * perPage, total),
    total,
  });
  return { current, pages: Math.ceil(total / perPage) || 1, range };
}

function pagination(input: FirstScreenInput): HTMLElement {
  const { translate } = input;
  const { current, pages, range } = paging(input);
  const items = el(
    'span',
    { class: 'fs-pages' },
    el('span', { class: current > 1 ? 'fs-page' : 'fs-page fs-disabled' }, icon('NavigateBefore')),
    ...paginationItems(current, pages).map((item) =>
      el(
        'span',
        { class: item === current ? 'fs-page fs-current' : 'fs-page' },
        item === 'ellipsis' ? '…' : String(item),
      ),
    ),
    el(
      'span',
      { class: current < pages ? 'fs-page' : 'fs-page fs-disabled' },
      icon('NavigateNext'),
    ),
  );
  return el(
    'div',
    { class: 'fs-pagination' },
    el('span', {}, translate('ra.navigation.page_rows_per_page')),
    el(
      'span',
      { class: 'fs-per-page' },
      String(input.params.pagination.perPage),
      icon('ArrowDropDown'),
    ),
    el('span', {}, range),
    // react-admin shows the page buttons only when there is more than one page (their room stays).
    pages > 1 ? items : el('span', { class: 'fs-pages' }),
  );
}

/**
 * The list on a phone (ResourceCardList): icon buttons over the search, one card per record with
 * its representation as the title and the columns as label/value pairs, the create button floating.
 */
function phoneListPage(input: FirstScreenInput): HTMLElement {
  const { def, translate, scopes, page } = input;
  const abilities = abilitiesFor(def, scopes);
  const filters = filtersOf(input);
  const cell = cellOf(input);
  const actions = el('div', { class: 'fs-actions' });
  const iconButton = (name: string) =>
    el('span', { class: 'fs-icon-button fs-action-icon' }, icon(name));
  if (!filters.allShown && filters.inputs.length) actions.append(iconButton('FilterList'));
  actions.append(iconButton('Sort'));
  if (hasExternalList(def)) actions.append(iconButton('Link'));
  if (abilities.export) actions.append(iconButton('GetApp'));
  const fields = def.list.columns.filter((c) => c !== def.recordRepresentation);
  const cards = el('ul', { class: 'fs-cards' });
  for (const record of page.data) {
    const title = get(record, def.recordRepresentation);
    const head = el('div', { class: 'fs-card-head' });
    if (abilities.delete)
      head.append(
        el('span', { class: 'fs-card-check' }, icon('CheckBoxOutlineBlank', 'fs-icon fs-checkbox')),
      );
    head.append(
      el(
        'span',
        { class: abilities.show || abilities.edit ? 'fs-card-title fs-link' : 'fs-card-title' },
        typeof title === 'string' || typeof title === 'number' ? String(title) : `#${record.id}`,
      ),
    );
    const list = el('dl', {});
    for (const path of fields)
      list.append(
        el('dt', {}, fieldLabel(translate, def.name, path, schemaAt(def.schema, path))),
        el('dd', {}, cell(record, path)),
      );
    cards.append(el('li', { class: 'fs-card-item' }, head, fields.length ? list : null));
  }
  const { current, pages, range } = paging(input);
  return el(
    'main',
    { class: 'fs-main' },
    el('div', { class: 'fs-list-toolbar' }, actions, filterForm(input, filters)),
    el('div', { class: 'fs-card' }, cards),
    el(
      'div',
      { class: 'fs-pagination' },
      el('span', {}, range),
      el(
        'span',
        { class: current > 1 ? 'fs-icon-button' : 'fs-icon-button fs-disabled' },
        icon('NavigateBefore'),
      ),
      el(
        'span',
        { class: current < pages ? 'fs-icon-button' : 'fs-icon-button fs-disabled' },
        icon('NavigateNext'),
      ),
    ),
    abilities.create ? el('span', { class: 'fs-fab' }, icon('Add')) : null,
  );
}

/** A record's field as its list cell shows it (the value read as react-admin's useFieldValue reads it). */
function cellOf(input: FirstScreenInput): (record: object, path: string) => Node | null {
  const { def, translate, locale } = input;
  const registered = registeredIn(input);
  return (record, path) =>
    cellContent(get(record, path), schemaAt(def.schema, path) ?? {}, {
      resource: def.name,
      path,
      def,
      translate,
      locale,
      registered,
    });
}

function footer(translate: Translate, now: Date): HTMLElement {
  const year = now.getFullYear();
  return el(
    'footer',
    { class: 'fs-footer' },
    translate('app.footer.copyright', { from: year - 1, to: year }),
  );
}
