import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import { pageTitleKey } from '../../lib/paths';
import { companyProfile } from '../../resources/company-profile';
import { SingletonPage } from '../../ui-kit/singleton';
import { RollupRebuildCard } from './rollup-rebuild-card';

/** The company's profile (spec: company/profile), and the rebuild of its statistics to those who may. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const canRebuild = useCan('company', 'change');
  return (
    <>
      <SingletonPage
        definition={companyProfile}
        path="company/profile/"
        title={t(pageTitleKey('companyProfile'))}
      />
      {canRebuild ? <RollupRebuildCard /> : null}
    </>
  );
}
