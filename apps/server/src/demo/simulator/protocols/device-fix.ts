/**
 * What a simulated tracker knows at one instant, before a protocol encodes it. Each encoder sends
 * what its protocol can carry (GT06 has no fuel or temperature, for example).
 */
export interface DeviceFix {
  imei: string;
  time: Date;
  latitude: number;
  longitude: number;
  altitude: number;
  speedKmh: number;
  /** Degrees, 0 = north. */
  course: number;
  ignition: boolean;
  /** Vehicle supply, V. */
  powerVolts: number;
  odometerMetres: number;
  /** Litres in the tank, as a calibrated level sensor reports them. */
  fuelLitres?: number;
  /** °C of the cargo sensor; null when the sensor is disconnected, absent when there is none. */
  temperature?: number | null;
  /** %RH of the cargo sensor, absent when there is none. */
  humidity?: number;
  alarm?: 'harshBraking' | 'harshAcceleration' | 'harshCornering';
}
