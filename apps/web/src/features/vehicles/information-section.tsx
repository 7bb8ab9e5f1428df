import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { useTranslation } from 'react-i18next';
import { vehicleCosts, vehicleTechnicals } from '../../resources/vehicle-information';
import { SingletonSection } from '../../ui-kit/singleton';

/** A vehicle's cost or technical information (`vehicles/companies/{id}/information/<kind>/`). */
export function InformationSection({ vehicle, kind }: { vehicle: Vehicle; kind: 'costs' | 'technicals' }) {
  const { t } = useTranslation();
  return (
    <SingletonSection
      definition={kind === 'costs' ? vehicleCosts : vehicleTechnicals}
      path={`vehicles/companies/${vehicle.id}/information/${kind}/`}
      title={t(kind === 'costs' ? 'vehicleView.costs' : 'vehicleView.technicals')}
      testId={`vehicle-${kind}`}
    />
  );
}
