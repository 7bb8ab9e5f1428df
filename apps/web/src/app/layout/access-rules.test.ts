import type { Access } from '@navgan/domain/access';
import { describe, expect, it } from 'vitest';
import { routeAllowed } from '../../lib/access/access-rules';
import { routeIds, routeNeed } from '../../lib/paths';
import { menuEntries, visibleMenuEntries } from './menu-items';

const driversViewer: Access = {
  is_superuser: false,
  permissions: { drivers: ['view'], approvals: ['view'] },
  organizations: [3],
};

describe('route permissions', () => {
  it('reads a route need from its area and kind, with the table overriding it', () => {
    expect(routeNeed('driversList')).toEqual(['drivers', 'view']);
    expect(routeNeed('driversAdd')).toEqual(['drivers', 'add']);
    expect(routeNeed('carsEdit')).toEqual(['vehicles', 'change']);
    expect(routeNeed('fuelTransactions')).toEqual(['fuel_transactions', 'view']);
    expect(routeNeed('policies')).toEqual(['policies', 'view']);
    expect(routeNeed('dashboard')).toBeNull();
    expect(routeNeed('changePassword')).toBeNull();
  });

  it('names only resources and actions of the permission model', () => {
    for (const id of routeIds) {
      const need = routeNeed(id);
      if (need) expect(need[1], id).toMatch(/^(view|add|change)$/);
    }
  });

  it('lets a user open what their policies allow and nothing before the user is known', () => {
    expect(routeAllowed(driversViewer, 'driversList')).toBe(true);
    expect(routeAllowed(driversViewer, 'driversAdd')).toBe(false);
    expect(routeAllowed(driversViewer, 'usersList')).toBe(false);
    expect(routeAllowed(driversViewer, 'dashboard')).toBe(true);
    expect(routeAllowed(undefined, 'driversList')).toBe(false);
    expect(routeAllowed({ ...driversViewer, is_superuser: true, permissions: {} }, 'usersAdd')).toBe(true);
  });

  it('shows unknown devices, which belong to no company yet, only to those who register devices for the whole company', () => {
    const registrar: Access = {
      is_superuser: false,
      permissions: { devices: ['view', 'add'] },
      organizations: [],
    };
    expect(routeAllowed(registrar, 'devicesUnknown')).toBe(true);
    expect(routeAllowed({ ...registrar, organizations: [3] }, 'devicesUnknown')).toBe(false);
    expect(routeAllowed({ ...registrar, organizations: [3] }, 'devicesList')).toBe(true);
    expect(routeAllowed({ ...registrar, permissions: { devices: ['view'] } }, 'devicesUnknown')).toBe(false);
    const menu = visibleMenuEntries(menuEntries, (id) => routeAllowed(registrar, id));
    expect(menu.find((entry) => entry.kind === 'group' && entry.id === 'vehicles')).toMatchObject({
      children: [{ route: 'devicesList' }, { route: 'devicesUnknown' }],
    });
  });

  it('keeps only allowed menu items and drops groups left empty', () => {
    const menu = visibleMenuEntries(menuEntries, (id) => routeAllowed(driversViewer, id));
    const names = menu.map((entry) =>
      entry.kind === 'link' ? entry.route : `${entry.id}:${entry.children.map((c) => c.route).join(',')}`,
    );
    expect(names).toEqual(['dashboard', 'approvals', 'drivers:driversList']);
  });
});
