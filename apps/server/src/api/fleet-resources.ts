import {
  type GenericResourceName,
  manifestEntries,
  type ResourceName,
} from '@navgan/domain/manifest/resource-manifest';
import type { z } from 'zod';
import {
  type ResourceDefinition,
  type ServedResource,
  served,
  type TenantTable,
} from '../resources/resource-definition';
import { deviceResource } from './devices/device-resource';
import { driverResource } from './drivers/driver-resource';
import { fineResource } from './fines/fine-resource';
import { fuelCardResource } from './fuel/fuel-card-resource';
import { fuelTransactionResource } from './fuel/fuel-transaction-resource';
import { geofenceResource } from './geofences/geofence-resource';
import { insuranceResource, insuranceTransactionResource } from './insurances/insurance-resource';
import { leaveResource } from './leaves/leave-resource';
import { organizationResource } from './organizations/organization-resource';
import { planResource } from './plans/plan-resource';
import { reportScheduleResource } from './report-schedules/report-schedule-resource';
import { ruleResource } from './rules/rule-resource';
import { serviceResource } from './services/service-resource';
import { tagResource } from './tags/tag-resource';
import { vehicleResource } from './vehicles/vehicle-resource';

/**
 * The server hooks of every manifest resource whose routes are the generic ones: a resource the
 * manifest adds and this table forgets fails the typecheck.
 */
const hooks: Record<GenericResourceName, { name: ResourceName }> = {
  drivers: driverResource,
  leaves: leaveResource,
  vehicles: vehicleResource,
  tags: tagResource,
  devices: deviceResource,
  insurances: insuranceResource,
  insurancePayments: insuranceTransactionResource,
  fines: fineResource,
  fuelCards: fuelCardResource,
  fuelTransactions: fuelTransactionResource,
  services: serviceResource,
  geofences: geofenceResource,
  rules: ruleResource,
  plans: planResource,
  reportSchedules: reportScheduleResource,
  organizations: organizationResource,
};

/** Every CRUD resource the API serves through the generic resource routes, in manifest order. */
export const fleetResources: ServedResource[] = manifestEntries.flatMap(([name]) =>
  name in hooks
    ? [served(hooks[name as GenericResourceName] as ResourceDefinition<TenantTable, z.ZodType, unknown>)]
    : [],
);
