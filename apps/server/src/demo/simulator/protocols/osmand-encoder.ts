import type { DeviceFix } from './device-fix';

/**
 * The OsmAnd / Traccar Client request of one fix: `?id=..&lat=..&lon=..&timestamp=..&speed=..`
 * with speed in knots, as the apps send it, plus the attributes the gateway names.
 */
export function osmandQuery(fix: DeviceFix): string {
  const params = new URLSearchParams({
    id: fix.imei,
    lat: fix.latitude.toFixed(6),
    lon: fix.longitude.toFixed(6),
    timestamp: String(Math.floor(fix.time.getTime() / 1000)),
    speed: (fix.speedKmh / 1.852).toFixed(2),
    bearing: fix.course.toFixed(1),
    altitude: fix.altitude.toFixed(0),
    ignition: String(fix.ignition),
    motion: String(fix.speedKmh > 3),
    odometer: fix.odometerMetres.toFixed(0),
    power: fix.powerVolts.toFixed(2),
  });
  if (fix.fuelLitres !== undefined) params.set('fuel', fix.fuelLitres.toFixed(1));
  if (fix.alarm) params.set('alarm', fix.alarm);
  return params.toString();
}
