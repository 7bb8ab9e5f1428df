import type { IngestMetrics } from '../../pipeline/ingest-metrics';
import type { IngestService } from '../../pipeline/ingest-service';
import type { CommandLink } from '../commands/command-link';
import type { DeviceSightings } from '../support/device-sightings';
import type { FrameLog } from '../support/frame-log';
import type { UnknownDeviceLog } from '../support/unknown-device-log';

/** What every device connection uses besides its protocol: one set per process. */
export interface GatewayServices {
  ingest: IngestService;
  metrics: IngestMetrics;
  frameLog: FrameLog;
  sightings: DeviceSightings;
  unknownDevices: UnknownDeviceLog;
  commands: CommandLink;
}
