import { z } from 'zod';
import { optionalChoice, optionalCount, optionalText, requiredRef } from './fields';
import { optionalDecimal } from './vehicle';

export const fuelTypes = ['gasoline', 'diesel', 'cng', 'gasolineCng', 'lpg', 'hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** A vehicle's technical information (spec: "technical info", fields not shown). */
export const vehicleTechnicalsInput = z
  .object({
    engine_number: optionalText(30),
    chassis_number: optionalText(30),
    fuel_type: optionalChoice(fuelTypes),
    tank_capacity_l: optionalDecimal(2_000),
    nominal_consumption_l_per_100km: optionalDecimal(200),
    tyre_size: optionalText(30),
    axles: optionalCount(10),
    empty_weight_kg: optionalCount(100_000),
    gross_weight_kg: optionalCount(200_000),
  })
  .superRefine((v, ctx) => {
    if (v.empty_weight_kg !== null && v.gross_weight_kg !== null && v.gross_weight_kg < v.empty_weight_kg) {
      ctx.addIssue({ code: 'custom', path: ['gross_weight_kg'], message: 'invalid' });
    }
  });
export const vehicleTechnicalsCreateInput = z
  .object({ company_vehicle: requiredRef() })
  .and(vehicleTechnicalsInput);
export type VehicleTechnicalsInput = z.input<typeof vehicleTechnicalsCreateInput>;

export type VehicleTechnicals = z.output<typeof vehicleTechnicalsInput> & {
  id: number;
  company_vehicle: number;
};
