import type { PositionAttributes } from '../gateway/decoded-position';
import type { MotionFix } from './motion-machine';

/** A stored or decoded position as the motion machine reads it. */
export function motionFixOf(position: {
  fixTime: Date;
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  attributes: PositionAttributes;
}): MotionFix {
  const a = position.attributes;
  return {
    time: position.fixTime.getTime(),
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    speedKmh: position.speedKmh,
    course: position.course,
    ...(a.ignition !== undefined ? { ignition: a.ignition } : {}),
    ...(a.odometer !== undefined ? { odometerM: a.odometer } : {}),
    ...(a.engineSeconds !== undefined ? { engineSeconds: a.engineSeconds } : {}),
    // A level in percent needs the tank's capacity to become litres; it is left out for now.
    ...(a.fuel !== undefined && a.fuelUnit !== '%' ? { fuelL: a.fuel } : {}),
    ...(a.alarm !== undefined ? { alarm: a.alarm } : {}),
    ...(a.motion !== undefined ? { motion: a.motion } : {}),
  };
}
