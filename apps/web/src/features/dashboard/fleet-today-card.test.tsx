import type { TodaysReport } from '@navgan/domain/dashboard-stats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render } from '../../test/render';
import { FleetTodayCard } from './fleet-today-card';

vi.mock('../../ui-kit/plate/use-plate-letters', () => ({
  usePlateLetters: () => [{ id: 2, code: '02', char: 'ب', fa_title: 'ب', en_title: 'B' }],
}));

const report: TodaysReport = {
  max_speed: 112.5,
  max_speed_datetime: '2026-11-21T06:35:10Z',
  mean_speed: 48.2,
  max_speed_company_vehicle: {
    id: 4,
    name: 'اکتروس ۱',
    license_plate: '120234565',
    vehicle: { fa_title: 'کامیون', en_title: 'Truck' },
    color: { fa_title: 'سفید', en_title: 'White', code: '#ffffff' },
    driver: { first_name: 'رضا', last_name: 'کریمی' },
  },
};

describe('fleet today', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('shows the top-speed driver, vehicle and speeds with Persian digits in fa', async () => {
    view = await render(<FleetTodayCard report={report} loading={false} failed={false} locale="fa" />, 'fa');
    expect(view.text('fleet-today-driver')).toBe('رضا کریمی');
    expect(view.text('fleet-today-vehicle')).toContain('اکتروس ۱');
    expect(view.all('plate-view')[0]?.dataset.plate).toBe('120234565');
    expect(view.text('fleet-today-max-speed')).toBe('۱۱۲٫۵ کیلومتر بر ساعت');
    expect(view.text('fleet-today-mean-speed')).toBe('۴۸٫۲ کیلومتر بر ساعت');
    // 06:35:10 UTC is 10:05:10 in Tehran, whatever zone the browser (or this machine) has.
    expect(view.text('fleet-today-max-speed-time')).toBe('۱۰:۰۵:۱۰');
  });

  it("says 'no driver' when nobody was assigned at the top speed, in English too", async () => {
    const withoutDriver = {
      ...report,
      max_speed_company_vehicle: report.max_speed_company_vehicle && {
        ...report.max_speed_company_vehicle,
        driver: null,
      },
    };
    view = await render(
      <FleetTodayCard report={withoutDriver} loading={false} failed={false} locale="en" />,
      'en',
    );
    expect(view.text('fleet-today-driver')).toBe('No driver');
    expect(view.text('fleet-today-max-speed')).toBe('112.5 km/h');
    expect(view.text('fleet-today-max-speed-time')).toBe('10:05:10');
  });

  it('shows a skeleton while loading and a notice, not figures, when the call failed', async () => {
    view = await render(<FleetTodayCard report={undefined} loading failed={false} locale="en" />, 'en');
    expect(view.all('fleet-today-loading')).toHaveLength(1);
    view.unmount();
    view = await render(<FleetTodayCard report={undefined} loading={false} failed locale="en" />, 'en');
    expect(view.all('fleet-today-loading')).toHaveLength(0);
    expect(view.text('fleet-today-failed')).toContain('could not be loaded');
    expect(view.all('fleet-today-driver')).toHaveLength(0);
  });

  it('says when nothing moved today', async () => {
    view = await render(
      <FleetTodayCard
        report={{ max_speed: 0, max_speed_datetime: null, mean_speed: 0, max_speed_company_vehicle: null }}
        loading={false}
        failed={false}
        locale="fa"
      />,
      'fa',
    );
    expect(view.text('fleet-today-empty')).toBe('امروز هنوز حرکتی ثبت نشده است.');
  });
});
