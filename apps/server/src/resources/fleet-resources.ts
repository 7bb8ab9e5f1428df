import { deviceResource } from '../api/devices/device-resource';
import { driverResource } from '../api/drivers/driver-resource';
import { fineResource } from '../api/fines/fine-resource';
import { fuelCardResource } from '../api/fuel/fuel-card-resource';
import { fuelTransactionResource } from '../api/fuel/fuel-transaction-resource';
import { geofenceResource } from '../api/geofences/geofence-resource';
import { insuranceResource, insuranceTransactionResource } from '../api/insurances/insurance-resource';
import { leaveResource } from '../api/leaves/leave-resource';
import { organizationResource } from '../api/organizations/organization-resource';
import { planResource } from '../api/plans/plan-resource';
import { ruleResource } from '../api/rules/rule-resource';
import { serviceResource } from '../api/services/service-resource';
import { tagResource } from '../api/tags/tag-resource';
import { vehicleResource } from '../api/vehicles/vehicle-resource';
import type { ResourceDefinition, TenantTable } from './resource-definition';

/** Every CRUD resource the API serves through the generic resource routes. */
// biome-ignore lint/suspicious/noExplicitAny: definitions differ in table and body types by design
export const fleetResources: ResourceDefinition<TenantTable, any, unknown>[] = [
  tagResource as never,
  driverResource as never,
  leaveResource as never,
  fuelCardResource as never,
  fuelTransactionResource as never,
  serviceResource as never,
  vehicleResource as never,
  deviceResource as never,
  fineResource as never,
  insuranceResource as never,
  insuranceTransactionResource as never,
  organizationResource as never,
  geofenceResource as never,
  ruleResource as never,
  planResource as never,
];
