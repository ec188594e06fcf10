// English. Same keys as id.ts (tests/unit/i18n.test.ts compares them); see id.ts for the layout.
import englishMessages from 'ra-language-english';
import { mergeMessages } from './mergeMessages';
import { ERROR_MESSAGES } from '../domain/validation/errorMessages';
import deliveryPage from '../resources/delivery-order/page/messages.en';
import deliveryInformation from '../resources/delivery-order/information/messages.en';
import deliveryLoads from '../resources/delivery-order/loads/messages.en';
import deliveryList from '../resources/delivery-order/list/messages.en';
import deliveryHistory from '../resources/delivery-order/history/messages.en';
import enginePhone from '../resources/views/messages.en';
import numberInput from '../resources/registry/messages.en';
import fleetTask from '../resources/fleet-task/errors.messages.en';
import fleetTaskScreens from '../resources/fleet-task/messages.en';
import fleetTaskPlan from '../resources/fleet-task/planning/messages.en';
import driver from '../custom/driver/messages.en';
import alerts from '../custom/alerts/messages.en';
import liveview from '../custom/liveview/messages.en';
import alertPopups from '../custom/alerts/popups/messages.en';
import users from '../resources/user/messages.en';
import account from '../custom/account/messages.en';
import widgets from '../custom/widgets/messages.en';
import announcements from '../custom/announcements/messages.en';
import shellChrome from '../custom/shell/messages.en';
import shared from '../resources/shared/messages.en';
import auditHistory from '../resources/shared/audit/messages.en';
import auditList from '../custom/audit/messages.en';
import importExport from '../resources/views/importExport/messages.en';
import alertMedia from '../custom/alerts/media/messages.en';
import maps from '../custom/map/messages.en';

const app = {
  name: 'Armada Console',
  skip_to_content: 'Skip to content',
  menu: {
    label: 'Main menu',
    dashboard: 'Dashboard',
    notification: 'Notifications',
    groups: {
      delivery: 'Deliveries',
      fleet: 'Fleet',
      'master-data': 'Master data',
      vendor: 'Vendors',
      alert: 'Alerts',
      setting: 'Settings',
    },
  },
  language: {
    label: 'Language',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  footer: {
    copyright: '© %{from}–%{to} Armada Console',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, %{name}',
    subtitle: 'A summary of the data you can access.',
    records: '%{smart_count} record |||| %{smart_count} records',
    open: 'Open %{name}',
    empty: 'There is no data you can access yet.',
    unavailable: 'Could not be loaded',
  },
  auth: {
    login_title: 'Sign in to Armada Console',
    login_subtitle: 'Use your company account.',
    too_many_attempts: 'Too many sign-in attempts. Please try again later.',
  },
  messages: {
    created: 'Record created',
    updated: 'Changes saved',
    deleted: 'Record deleted',
    duplicated: 'Record duplicated.',
    duplicate_failed: 'Duplicate failed.',
    please_wait: 'Please wait',
    invalid_form: 'Some of your input has the wrong format.',
    row_error: 'A row has errors. |||| %{smart_count} rows have errors.',
    reload: 'Reload',
  },
  errors: {
    invalid_input: 'Some of your input has the wrong format',
    reference_deleted: 'This data has been deleted from the system.',
    shipment_number_not_unique: 'This shipment number is already registered.',
    origin_address_not_found: 'Not saved. The origin address is not in the address master data.',
    destination_address_not_found:
      'Not saved. The destination address is not in the address master data.',
    vendor_not_found: 'Vendor not found',
    bulk_delete_invalid_status: 'Not deleted. Some deliveries are not in Draft status.',
    delete_failed: 'Failed to delete data.',
    delete_in_use: 'Failed to delete data. It is still used by other data.',
    conflict: 'Someone else changed this record. Reload to see the latest version.',
    in_use: 'This record is still used by other data.',
    not_found: 'Record not found',
    forbidden: 'You are not allowed to do this.',
    too_many_requests: 'Too many requests. Please try again later.',
    network: 'Cannot reach the server.',
    parent_unknown: 'The parent record is unknown. Open this record from its parent page.',
  },
};

const validation = {
  ...ERROR_MESSAGES.en,
  min_length: 'At least %{min} characters',
  greater_than: 'Must be greater than %{value}',
  required_filled: 'Required',
  same_address: 'The destination address cannot be the same as the origin address',
  pickup_before_today: 'The pickup target cannot be earlier than today',
  delivered_before_today: 'The delivery target cannot be earlier than today',
  delivered_before_pickup: 'The delivery target cannot be earlier than the pickup target',
};

// engine: owned by the view engine (src/resources). Same keys as the block in id.ts.
const engine = {
  engine: {
    transit_tooltip:
      'This delivery is sent through several assignments via transit points before it reaches its final destination.',
    items: '%{smart_count} item |||| %{smart_count} items',
    duration: {
      days: '%{smart_count} day |||| %{smart_count} days',
      hours: '%{smart_count} hour |||| %{smart_count} hours',
      minutes: '%{smart_count} minute |||| %{smart_count} minutes',
      days_label: 'Days',
      hours_label: 'Hours',
      minutes_label: 'Minutes',
    },
    filter: {
      gte: '%{field} ≥',
      lte: '%{field} ≤',
      gt: '%{field} >',
      lt: '%{field} <',
      ne: '%{field} ≠',
      date: {
        gte: '%{field} from',
        lte: '%{field} to',
        gt: '%{field} after',
        lt: '%{field} before',
        ne: '%{field} other than',
      },
    },
    tabs: { detail: 'Details' },
    section: { record: 'Record info' },
    export_failed: 'Export failed.',
  },
};
// end engine

export default mergeMessages(
  englishMessages,
  { app, validation },
  engine,
  deliveryPage,
  deliveryInformation,
  deliveryLoads,
  deliveryList,
  deliveryHistory,
  enginePhone,
  numberInput,
  fleetTask,
  fleetTaskScreens,
  fleetTaskPlan,
  driver,
  alerts,
  alertPopups,
  users,
  account,
  announcements,
  shellChrome,
  shared,
  widgets,
  auditHistory,
  auditList,
  importExport,
  liveview,
  alertMedia,
  maps,
);
