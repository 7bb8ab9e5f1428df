import type { ResourceDefinition, TenantTable } from '../resources/resource-definition';
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
import { ruleResource } from './rules/rule-resource';
import { serviceResource } from './services/service-resource';
import { tagResource } from './tags/tag-resource';
import { vehicleResource } from './vehicles/vehicle-resource';

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
