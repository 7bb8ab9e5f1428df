import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { AssignmentSection } from './assignment-section';
import { InsuranceSection } from './insurance-section';

/** What the vehicle's view page shows below its fields: insurance policies and assignments. */
export function VehicleSections({ record }: { record: Vehicle }) {
  return (
    <>
      <InsuranceSection vehicle={record} />
      <AssignmentSection vehicle={record} kind="driver" />
      <AssignmentSection vehicle={record} kind="device" />
    </>
  );
}
