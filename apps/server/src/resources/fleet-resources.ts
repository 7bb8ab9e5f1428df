import { driverResource } from '../api/drivers/driver-resource';
import { fuelCardResource } from '../api/fuel/fuel-card-resource';
import { fuelTransactionResource } from '../api/fuel/fuel-transaction-resource';
import { leaveResource } from '../api/leaves/leave-resource';
import { serviceResource } from '../api/services/service-resource';
import { tagResource } from '../api/tags/tag-resource';
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
];
