import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { type RouteId, routeIds, routes } from '../lib/paths';
import { recordScreenResources } from '../resources/load-definition';
import { FullScreenLoader } from './full-screen-loader';
import { lazyPage } from './lazy-page';
import { PageSkeleton } from './page-skeleton';
import { resourceScreens } from './resource-screens';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import {
  langIndexLoader,
  langLoader,
  langLoginLoader,
  loginLoader,
  requireAuthLoader,
  rootLoader,
} from './route-loaders';

// Everything below the login form is loaded on demand, so /login ships little JavaScript.
const LoginPage = lazyPage(
  () => import('../features/auth/login-page').then((m) => m.LoginPage),
  <FullScreenLoader />,
);
const AppLayout = lazyPage(
  () => import('./layout/app-layout').then((m) => m.AppLayout),
  <FullScreenLoader />,
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  <PageSkeleton />,
);
const ComingSoonPage = lazyPage(
  () => import('./coming-soon-page').then((m) => m.ComingSoonPage),
  <PageSkeleton />,
);
const DevicesPage = lazyPage(
  () => import('../features/devices/devices-page').then((m) => m.DevicesPage),
  <PageSkeleton />,
);
const DeviceSupportPage = lazyPage(
  () => import('../features/devices/device-support-page').then((m) => m.DeviceSupportPage),
  <PageSkeleton />,
);
const UnknownDevicesPage = lazyPage(
  () => import('../features/devices/unknown-devices-page').then((m) => m.UnknownDevicesPage),
  <PageSkeleton />,
);
const NotFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
  <PageSkeleton />,
);

const FuelTransactionsPage = lazyPage(
  () => import('../features/fuel/fuel-transactions-page').then((m) => m.FuelTransactionsPage),
  <PageSkeleton />,
);

const NotificationChannelsPage = lazyPage(
  () =>
    import('../features/notification-channels/notification-channels-page').then(
      (m) => m.NotificationChannelsPage,
    ),
  <PageSkeleton />,
);
const NotificationPreferencesPage = lazyPage(
  () =>
    import('../features/notification-channels/notification-preferences-page').then(
      (m) => m.NotificationPreferencesPage,
    ),
  <PageSkeleton />,
);

const ChangePasswordPage = lazyPage(
  () => import('../features/account/change-password-page').then((m) => m.ChangePasswordPage),
  <PageSkeleton />,
);

const RemindersPage = lazyPage(
  () => import('../features/reminders/reminders-page').then((m) => m.RemindersPage),
  <PageSkeleton />,
);

const CompanyProfilePage = lazyPage(
  () => import('../features/company/company-profile-page').then((m) => m.CompanyProfilePage),
  <PageSkeleton />,
);

const geofencePage = (mode: 'add' | 'edit' | 'view') =>
  lazyPage(
    () =>
      import('../features/geofences/geofence-page').then(
        ({ GeofencePage }) =>
          function GeofenceScreen() {
            return <GeofencePage mode={mode} />;
          },
      ),
    <PageSkeleton />,
  );

const rulePage = (mode: 'add' | 'edit' | 'view') =>
  lazyPage(
    () =>
      import('../features/rules/rule-page').then(
        ({ RulePage }) =>
          function RuleScreen() {
            return <RulePage mode={mode} />;
          },
      ),
    <PageSkeleton />,
  );
const planPage = (mode: 'add' | 'edit' | 'view') =>
  lazyPage(
    () =>
      import('../features/plans/plan-page').then(
        ({ PlanPage }) =>
          function PlanScreen() {
            return <PlanPage mode={mode} />;
          },
      ),
    <PageSkeleton />,
  );

const PlanEvaluationPage = lazyPage(
  () => import('../features/plans/plan-evaluation-page').then((m) => m.PlanEvaluationPage),
  <PageSkeleton />,
);
// The map and chart code (MapLibre, MUI X Charts) is only in these chunks.
const RealtimePage = lazyPage(
  () => import('../features/realtime/realtime-page').then((m) => m.RealtimePage),
  <PageSkeleton />,
);
const RealtimeRoutingPage = lazyPage(
  () => import('../features/realtime/realtime-routing-page').then((m) => m.RealtimeRoutingPage),
  <PageSkeleton />,
);
const TemperaturePage = lazyPage(
  () => import('../features/realtime/temperature-page').then((m) => m.TemperaturePage),
  <PageSkeleton />,
);

const ApprovalsPage = lazyPage(
  () => import('../features/approvals/approvals-page').then((m) => m.ApprovalsPage),
  <PageSkeleton />,
);

const ApiKeysPage = lazyPage(
  () => import('../features/api-keys/api-keys-page').then((m) => m.ApiKeysPage),
  <PageSkeleton />,
);

const WebhooksPage = lazyPage(
  () => import('../features/webhooks/webhooks-page').then((m) => m.WebhooksPage),
  <PageSkeleton />,
);
const WebhookLogPage = lazyPage(
  () => import('../features/webhooks/webhook-log-page').then((m) => m.WebhookLogPage),
  <PageSkeleton />,
);

const PoliciesPage = lazyPage(
  () => import('../features/policies/policies-page').then((m) => m.PoliciesPage),
  <PageSkeleton />,
);

const DriverHistoryReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.DriverHistoryReportPage),
  <PageSkeleton />,
);

const HardwareHistoryReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.HardwareHistoryReportPage),
  <PageSkeleton />,
);

const StopsReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.StopsReportPage),
  <PageSkeleton />,
);

const DailyReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.DailyReportPage),
  <PageSkeleton />,
);

const PeriodicReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.PeriodicReportPage),
  <PageSkeleton />,
);

const GeofenceRulesReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.GeofenceRulesReportPage),
  <PageSkeleton />,
);

const GeofenceEpisodesReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.GeofenceEpisodesReportPage),
  <PageSkeleton />,
);

const FuelTransactionsReportPage = lazyPage(
  () => import('../features/reports/report-pages').then((m) => m.FuelTransactionsReportPage),
  <PageSkeleton />,
);

const RoutingReportPage = lazyPage(
  () => import('../features/reports/routing-page').then((m) => m.RoutingReportPage),
  <PageSkeleton />,
);

const RoutingViewPage = lazyPage(
  () => import('../features/reports/routing-view-page').then((m) => m.RoutingViewPage),
  <PageSkeleton />,
);

const OverviewReportPage = lazyPage(
  () => import('../features/reports/overview-pages').then((m) => m.OverviewReportPage),
  <PageSkeleton />,
);

const OverviewV2ReportPage = lazyPage(
  () => import('../features/reports/overview-pages').then((m) => m.OverviewV2ReportPage),
  <PageSkeleton />,
);

const RoutingDetailsReportPage = lazyPage(
  () => import('../features/reports/overview-pages').then((m) => m.RoutingDetailsReportPage),
  <PageSkeleton />,
);

const OverviewDetailsPage = lazyPage(
  () => import('../features/reports/overview-details-page').then((m) => m.OverviewDetailsPage),
  <PageSkeleton />,
);

const OverviewV2DetailsPage = lazyPage(
  () => import('../features/reports/overview-details-page').then((m) => m.OverviewV2DetailsPage),
  <PageSkeleton />,
);

const ReportingPage = lazyPage(
  () => import('../features/reporting/reporting-page').then((m) => m.ReportingPage),
  <PageSkeleton />,
);

/**
 * Screens that exist; every other route of the table shows the 'coming soon' page. Every manifest
 * resource with record screens gets the generic list and record pages first; the entries below
 * replace those that draw more (a map for geofences, condition rows for rules, stops for plans).
 */
const builtScreens: Partial<Record<RouteId, React.ComponentType>> = {
  ...Object.assign({}, ...recordScreenResources().map(({ route, load }) => resourceScreens(route, load))),
  dashboard: DashboardPage,
  devicesList: DevicesPage,
  deviceSupport: DeviceSupportPage,
  devicesUnknown: UnknownDevicesPage,
  fuelTransactions: FuelTransactionsPage,
  changePassword: ChangePasswordPage,
  notificationChannels: NotificationChannelsPage,
  notificationPreferences: NotificationPreferencesPage,
  reminders: RemindersPage,
  companyProfile: CompanyProfilePage,
  reportsDriverHistory: DriverHistoryReportPage,
  reportsHardwareHistory: HardwareHistoryReportPage,
  reportsStops: StopsReportPage,
  reportsDaily: DailyReportPage,
  reportsPeriodic: PeriodicReportPage,
  reportsGeofenceRules: GeofenceRulesReportPage,
  reportsGeofenceRulesView: GeofenceEpisodesReportPage,
  reportsFuelTransactions: FuelTransactionsReportPage,
  reportsRouting: RoutingReportPage,
  reportsRoutingView: RoutingViewPage,
  reportsRoutingDetails: RoutingDetailsReportPage,
  reportsOverview: OverviewReportPage,
  reportsOverviewDetails: OverviewDetailsPage,
  reportsOverviewV2: OverviewV2ReportPage,
  reportsOverviewV2Details: OverviewV2DetailsPage,
  reporting: ReportingPage,
  reportsRealtime: RealtimePage,
  reportsRealtimeRouting: RealtimeRoutingPage,
  reportsRealtimeTemperature: TemperaturePage,
  geofenceAdd: geofencePage('add'),
  geofenceEdit: geofencePage('edit'),
  geofenceView: geofencePage('view'),
  rulesAdd: rulePage('add'),
  rulesEdit: rulePage('edit'),
  rulesView: rulePage('view'),
  plansAdd: planPage('add'),
  plansEdit: planPage('edit'),
  plansView: planPage('view'),
  plansEvaluation: PlanEvaluationPage,
  approvals: ApprovalsPage,
  policies: PoliciesPage,
  apiKeys: ApiKeysPage,
  webhooks: WebhooksPage,
  webhookLog: WebhookLogPage,
};

function tableRoute(id: RouteId): RouteObject {
  const Screen = builtScreens[id] ?? ComingSoonPage;
  const handle: RouteHandle = { routeId: id };
  return { path: routes[id].path, element: <Screen />, handle };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        path: '/login',
        loader: loginLoader,
        element: <LoginPage />,
        handle: { titleKey: 'login.pageTitle' },
      },
      { path: '/', loader: rootLoader },
      {
        path: '/:lang',
        loader: langLoader,
        children: [
          { path: 'login', loader: langLoginLoader },
          {
            loader: requireAuthLoader,
            element: <AppLayout />,
            children: [
              { index: true, loader: langIndexLoader },
              ...routeIds.map(tableRoute),
              { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.pageTitle' } },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
