import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { useCan } from '../../lib/access/use-access';
import { vehicleInsurances } from '../../resources/insurances';
import { ChildCollection } from '../../ui-kit/child-collection';
import { AssignmentSection } from './assignment-section';
import { InformationSection } from './information-section';

/**
 * What the vehicle's view page shows below its fields: insurance policies (to those who may read
 * them, so no section asks a route that answers 403), assignments, costs and technical information.
 */
export function VehicleSections({ record }: { record: Vehicle }) {
  const insurances = useCan('insurances', 'view');
  return (
    <>
      {insurances ? <ChildCollection collection={vehicleInsurances} parentId={record.id} /> : null}
      <AssignmentSection vehicle={record} kind="driver" />
      <AssignmentSection vehicle={record} kind="device" />
      <InformationSection vehicle={record} kind="costs" />
      <InformationSection vehicle={record} kind="technicals" />
    </>
  );
}
