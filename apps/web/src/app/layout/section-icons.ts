import AlarmRounded from '@mui/icons-material/AlarmRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import BuildRounded from '@mui/icons-material/BuildRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import CorporateFareRounded from '@mui/icons-material/CorporateFareRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FenceRounded from '@mui/icons-material/FenceRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LocalGasStationRounded from '@mui/icons-material/LocalGasStationRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LocalPoliceRounded from '@mui/icons-material/LocalPoliceRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import MemoryRounded from '@mui/icons-material/MemoryRounded';
import RuleRounded from '@mui/icons-material/RuleRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import type { RouteSection } from '../../lib/paths';

export type IconComponent = typeof SvgIcon;

/** One icon per product area, shared by the side menu and the placeholder pages. */
export const sectionIcons: Record<RouteSection, IconComponent> = {
  dashboard: DashboardRounded,
  drivers: BadgeRounded,
  leaves: EventBusyRounded,
  vehicles: DirectionsCarRounded,
  fuel: LocalGasStationRounded,
  service: BuildRounded,
  geofences: FenceRounded,
  company: BusinessRounded,
  settings: LockResetRounded,
  reminders: AlarmRounded,
  devices: MemoryRounded,
  reports: AssessmentRounded,
  realtime: SensorsRounded,
  tags: LocalOfferRounded,
  analytics: InsightsRounded,
  rules: RuleRounded,
  plans: FactCheckRounded,
  approvals: InboxRounded,
  organizations: CorporateFareRounded,
  users: GroupRounded,
  policies: LocalPoliceRounded,
  apiKeys: KeyRounded,
  webhooks: WebhookRounded,
  fines: GavelRounded,
};
