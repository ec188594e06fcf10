// Targets and service times (delivery-order.md §3 "Targets and timing"): the pickup and delivery
// targets as date-times (not before now, delivery not before pickup: §5, checked on save), and,
// behind the other-info switch, the service times as days, hours and minutes (ISO durations).
import { FormGrid } from '../../registry/FormGrid.tsx';
import { ServiceTimeInput } from './ServiceTimeInput.tsx';
import { TargetDateTimeInput } from './TargetDateTimeInput.tsx';

export function ScheduleSection({ showOther }: { showOther: boolean }) {
  return (
    <FormGrid>
      <TargetDateTimeInput source="expected_pickup_on" />
      <TargetDateTimeInput source="expected_delivered_on" />
      {showOther && (
        <>
          <ServiceTimeInput source="origin_service_time" />
          <ServiceTimeInput source="destination_service_time" />
        </>
      )}
    </FormGrid>
  );
}
