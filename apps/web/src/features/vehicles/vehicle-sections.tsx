import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { AssignmentSection } from './assignment-section';
import { InformationSection } from './information-section';
import { InsuranceSection } from './insurance-section';

/** What the vehicle's view page shows below its fields: insurance policies, assignments, costs and technical information. */
export function VehicleSections({ record }: { record: Vehicle }) {
  return (
    <>
      <InsuranceSection vehicle={record} />
      <AssignmentSection vehicle={record} kind="driver" />
      <AssignmentSection vehicle={record} kind="device" />
      <InformationSection vehicle={record} kind="costs" />
      <InformationSection vehicle={record} kind="technicals" />
    </>
  );
}
