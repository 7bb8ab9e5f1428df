import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Approval, AuditEntry } from '@navgan/domain/resources/approval';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plateLabel } from '../../lib/resource/display-text';
import { type Rendered, render } from '../../test/render';
import { AuditTrailSection } from '../../ui-kit/audit-trail-section';
import { ApprovalDialog } from './approval-dialog';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

/** Waits (up to 5 s: resource forms load as their own chunks) until `done` holds. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
const shown = (view: Rendered) => () => view.all('audit-entry')[0]?.querySelector('dl') != null;

const person = { id: 2, username: 'sara', first_name: 'سارا', last_name: 'کریمی' };

/** A vehicle's update as the server records it: form fields and internal ones. */
const vehicleUpdate: AuditEntry = {
  id: 1,
  action: 'update',
  at: new Date().toISOString(),
  user: person,
  resource: 'vehicles',
  record_id: 37,
  changes: {
    name: { before: 'Truck 12', after: 'Truck 14' },
    vin: { before: 'NAAM01CA9HE123456', after: 'NAAM01CA9HE654321' },
    company_vehicle_tags: { before: [4], after: [4, 5] },
    is_cold_chain: { before: false, after: true },
    created: { before: '2025-01-01T10:00:00Z', after: '2025-02-01T10:00:00Z' },
    model_year_calendar: { before: 'jalali', after: 'gregorian' },
    days_left: { before: 12, after: 40 },
  },
} as unknown as AuditEntry;

const lookups: Record<string, unknown> = {
  'vehicles/companies/tags/summaries/': [
    { id: 4, fa_title: 'یخچالی', en_title: 'Reefer' },
    { id: 5, fa_title: 'شهری', en_title: 'City' },
  ],
  'vehicles/companies/summaries/': [{ id: 37, name: 'Truck 14', license_plate: '120234567' }],
  'drivers/summaries/': [{ id: 9, first_name: 'رضا', last_name: 'کریمی' }],
};

describe('a change as the view screen shows it', () => {
  let view: Rendered | undefined;
  beforeEach(() => {
    api.get.mockImplementation(async (path: string) =>
      path === 'audit-trail/'
        ? { count: 1, next: null, previous: null, results: [vehicleUpdate] }
        : lookups[path],
    );
  });
  afterEach(() => {
    view?.unmount();
    vi.clearAllMocks();
  });

  it('history in fa: form fields only, tags by name, identifiers and typed text with their own digits', async () => {
    view = await render(<AuditTrailSection resource="vehicles" recordId={37} labels="vehicles" />, 'fa');
    await settle(shown(view));
    await settle(
      () =>
        (view?.text('audit-trail') ?? '').includes('City') ||
        (view?.text('audit-trail') ?? '').includes('شهری'),
    );
    const text = view.text('audit-trail') ?? '';
    expect(text).toContain('Truck 12');
    expect(text).toContain('Truck 14');
    expect(text).toContain('NAAM01CA9HE654321');
    expect(text).toContain('یخچالی، شهری');
    expect(text).not.toMatch(/created|calendar|days_left|jalali|۴۰/);
    // Lookups are asked quietly: a name the user may not read is no error toast.
    for (const [path, options] of api.get.mock.calls)
      if (path !== 'audit-trail/') expect(options).toMatchObject({ silent: true });
  });

  it('history in en: labels of the form, tags by name', async () => {
    view = await render(<AuditTrailSection resource="vehicles" recordId={37} labels="vehicles" />, 'en');
    await settle(shown(view));
    await settle(
      () =>
        (view?.text('audit-trail') ?? '').includes('City') ||
        (view?.text('audit-trail') ?? '').includes('شهری'),
    );
    const text = view.text('audit-trail') ?? '';
    expect(text).toContain('Reefer, City');
    expect(text).toContain('VIN');
    expect(text).not.toContain('company_vehicle_tags');
  });

  it('an approval shows the vehicle by name and plate, the fine type and driver by their names', async () => {
    const approval = {
      id: 3,
      resource: 'fines',
      action: 'add',
      record_id: null,
      record_label: '',
      requested_by: person,
      requested_at: new Date().toISOString(),
      before: null,
      after: { company_vehicle: 37, driver: 9, fine_type: 'speeding', amount: 1500000, paid: false },
      status: 'pending',
      decided_by: null,
      decided_at: null,
      comment: null,
    } as unknown as Approval;
    view = await render(
      <ThemeProvider theme={createTheme()}>
        <ApprovalDialog approval={approval} onClose={() => undefined} />
      </ThemeProvider>,
      'fa',
    );
    await settle(() => (document.body.textContent ?? '').includes('رضا کریمی'));
    const text = document.body.textContent ?? '';
    expect(text).toContain('Truck 14');
    // The plate with its letter, as the domain writes it for fa.
    expect(text).toContain(plateLabel('120234567', 'fa'));
    expect(plateLabel('120234567', 'fa')).toContain('ب');
    expect(text).toContain('رضا کریمی');
    expect(text).toContain('سرعت غیرمجاز');
    expect(text).not.toMatch(/speeding|\b37\b/);
  });
});
