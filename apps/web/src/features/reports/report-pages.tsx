import { ReportFrame } from './report-frame';

/** The tabular report screens (spec section 2), each the shared frame on its API path. */
export const DriverHistoryReportPage = () => (
  <ReportFrame name="driver-history" path="reports/history/driver/" routeId="reportsDriverHistory" />
);
export const HardwareHistoryReportPage = () => (
  <ReportFrame name="hardware-history" path="reports/history/hardware/" routeId="reportsHardwareHistory" />
);
export const StopsReportPage = () => (
  <ReportFrame name="stops" path="reports/history/stops/" routeId="reportsStops" />
);
export const DailyReportPage = () => (
  <ReportFrame name="daily" path="reports/daily/" routeId="reportsDaily" />
);
export const PeriodicReportPage = () => (
  <ReportFrame name="periodic" path="reports/periodic/" routeId="reportsPeriodic" />
);
