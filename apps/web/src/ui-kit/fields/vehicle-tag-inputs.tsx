import Grid from '@mui/material/Grid';
import { MultiLookupInput } from './multi-lookup-input';

export const vehicleSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' as const };
export const tagSource = { path: 'vehicles/companies/tags/summaries/' };

interface VehicleTagInputsProps {
  /** The fields' labels in the screen's locale. */
  label(field: 'company_vehicles' | 'company_vehicle_tags'): string;
  /** Chosen ids comma-joined, as MultiLookupInput keeps them. */
  vehicles: string;
  tags: string;
  onVehicles(value: string): void;
  onTags(value: string): void;
  vehicleError: string | undefined;
  tagError: string | undefined;
}

/** What a geofence or a rule applies to: some of the company's vehicles and vehicle tags, side by side. */
export function VehicleTagInputs({
  label,
  vehicles,
  tags,
  onVehicles,
  onTags,
  vehicleError,
  tagError,
}: VehicleTagInputsProps) {
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <MultiLookupInput
          name="company_vehicles"
          label={label('company_vehicles')}
          source={vehicleSource}
          value={vehicles}
          onChange={onVehicles}
          onBlur={() => {}}
          required={false}
          error={vehicleError}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MultiLookupInput
          name="company_vehicle_tags"
          label={label('company_vehicle_tags')}
          source={tagSource}
          value={tags}
          onChange={onTags}
          onBlur={() => {}}
          required={false}
          error={tagError}
        />
      </Grid>
    </>
  );
}
