import type { AccessResource } from '@navgan/domain/access';
import { companyProfileLabels } from '@navgan/domain/resources/company-profile';
import { deviceLabels } from '@navgan/domain/resources/device';
import { driverLabels } from '@navgan/domain/resources/driver';
import { fineLabels } from '@navgan/domain/resources/fine';
import { fuelCardLabels } from '@navgan/domain/resources/fuel-card';
import { fuelTransactionLabels } from '@navgan/domain/resources/fuel-transaction';
import { insuranceLabels } from '@navgan/domain/resources/insurance';
import { leaveLabels } from '@navgan/domain/resources/leave';
import { organizationLabels } from '@navgan/domain/resources/organization';
import { serviceLabels } from '@navgan/domain/resources/service';
import { tagLabels } from '@navgan/domain/resources/tag';
import { userLabels } from '@navgan/domain/resources/user';
import { vehicleLabels } from '@navgan/domain/resources/vehicle';
import type { FieldLabels } from '@navgan/domain/validation-messages';

/** Field labels of each resource a change can be about (approvals show any resource's fields). */
export const resourceFieldLabels: Partial<Record<AccessResource, FieldLabels>> = {
  drivers: driverLabels,
  leaves: leaveLabels,
  vehicles: vehicleLabels,
  tags: tagLabels,
  devices: deviceLabels,
  insurances: insuranceLabels,
  fines: fineLabels,
  fuel_cards: fuelCardLabels,
  fuel_transactions: fuelTransactionLabels,
  services: serviceLabels,
  organizations: organizationLabels,
  users: userLabels,
  company: companyProfileLabels,
};
