import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, getHref, parentOf, routeIds, routes } from '../lib/paths';
import { isDashboardPath } from '../lib/route-rules';

describe('route table', () => {
  it('builds hrefs with the language, id and query', () => {
    expect(getHref('fa', 'dashboard')).toBe('/fa/dashboard');
    expect(getHref('en', 'driversEdit', { id: 4 })).toBe('/en/drivers/edit/4');
    expect(getHref('fa', 'reportsOverviewDetails', { id: 'a b' })).toBe(
      '/fa/reports/history/overview/details/a%20b',
    );
    expect(getHref('fa', 'carsList', undefined, { p: 2 })).toBe('/fa/cars/list?p=2');
  });

  it('registers every route of spec section 2 once', () => {
    const paths = routeIds.map((id) => routes[id].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const base of [
      'drivers',
      'drivers-leaves',
      'cars',
      'fuel-card',
      'service',
      'geofence',
      'tags',
      'rules',
    ]) {
      for (const action of ['add', 'list', 'edit/:id', 'view/:id'])
        expect(paths).toContain(`${base}/${action}`);
    }
    for (const base of ['organizations', 'users', 'fines']) {
      for (const action of ['add', 'list', 'edit/:id', 'view/:id'])
        expect(paths).toContain(`${base}/${action}`);
    }
    for (const path of [
      'dashboard',
      'fuel-card/transactions/list',
      'company/profile',
      'setting/change-password',
      'reminders',
      'devices/list',
      'reports/realtime',
      'reports/history/driver',
      'reports/history/hardware',
      'reports/history/stops',
      'reports/history/routing',
      'reports/history/routing/:id',
      'reports/history/routing-details',
      'reports/daily',
      'reports/periodic',
      'reports/history/overview',
      'reports/history/overview/details/:id',
      'reports/history/v2overview',
      'reports/history/v2overview/details/:id',
      'reports/realtime/routing/:id',
      'reports/realtime/temperature',
      'reports/geofence-rules',
      'reports/geofence-rules/:id',
      'reporting',
      'plans/evaluation',
      'users/approvals',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each page a breadcrumb through its list', () => {
    for (const id of routeIds) {
      const raw = (routes[id] as { parent?: string }).parent;
      if (raw) expect(parentOf(id)).toBe(raw);
    }
    expect(breadcrumbTrail('dashboard')).toEqual(['dashboard']);
    expect(breadcrumbTrail('driversList')).toEqual(['dashboard', 'driversList']);
    expect(breadcrumbTrail('driversEdit')).toEqual(['dashboard', 'driversList', 'driversEdit']);
  });

  it('recognises the dashboard path', () => {
    expect(isDashboardPath('/fa/dashboard')).toBe(true);
    expect(isDashboardPath('/en/dashboard/')).toBe(true);
    expect(isDashboardPath('/fa/drivers/list')).toBe(false);
  });
});
