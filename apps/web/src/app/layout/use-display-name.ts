import { displayUserName } from '@navgan/domain/user-display';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../lib/auth/current-user-query';
import { getStoredUser } from '../../lib/auth/session';

/** The side panel's name: office-staff full name, else the stored user_name, else 'admin'. */
export function useDisplayName(): string {
  const { t } = useTranslation();
  const { data } = useQuery(currentUserQuery);
  return displayUserName(data, getStoredUser().userName) ?? t('layout.defaultUserName');
}
