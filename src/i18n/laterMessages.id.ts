// Indonesian messages of pages a generated list does not show, out of the console's first load
// (docs/architecture.md, "One initial chunk"): the delivery page's (custom.delivery.*), the fleet
// task screens' and errors' (custom.fleet_task.*, with custom.tracking.* of the public tracking
// page), the driver's app's (custom.driver.*) and the alert popups' and media's
// (custom.alerts.popups.*, custom.alerts.media.*). messages.ts merges them into id.ts's when they
// load: with every page that is not a generated list or record and before the page settles
// (src/resources/resourceDetails.ts), before the driver's shell (App.tsx) and the public tracking
// page (main.tsx). English has them in en.ts, a chunk already.
import { mergeMessages } from './mergeMessages';
import deliveryPage from '../resources/delivery-order/page/messages.id';
import deliveryInformation from '../resources/delivery-order/information/messages.id';
import deliveryLoads from '../resources/delivery-order/loads/messages.id';
import deliveryList from '../resources/delivery-order/list/messages.id';
import deliveryHistory from '../resources/delivery-order/history/messages.id';
import fleetTask from '../resources/fleet-task/errors.messages.id';
import fleetTaskScreens from '../resources/fleet-task/messages.id';
import fleetTaskPlan from '../resources/fleet-task/planning/messages.id';
import driver from '../custom/driver/messages.id';
import alertPopups from '../custom/alerts/popups/messages.id';
import alertMedia from '../custom/alerts/media/messages.id';

export default mergeMessages(
  deliveryPage,
  deliveryInformation,
  deliveryLoads,
  deliveryList,
  deliveryHistory,
  fleetTask,
  fleetTaskScreens,
  fleetTaskPlan,
  driver,
  alertPopups,
  alertMedia,
);
