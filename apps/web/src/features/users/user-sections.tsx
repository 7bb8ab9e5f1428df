import LockResetRounded from '@mui/icons-material/LockResetRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type User, userPasswordInput } from '@navgan/domain/resources/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import type { FormField } from '../../lib/define-resource';
import { notifySuccess } from '../../lib/notify/notifier';
import { RecordDialog } from '../../ui-kit/record-dialog';
import { SectionCard } from '../../ui-kit/section-card';

const passwordFields: FormField[] = [
  { name: 'password', kind: 'text', password: true, ltr: true, autoComplete: 'new-password', span: 12 },
  {
    name: 'confirm_password',
    kind: 'text',
    password: true,
    ltr: true,
    autoComplete: 'new-password',
    span: 12,
  },
];

/** Below a user's view: an administrator sets a new password (`PUT users/{id}/passwords/`). */
export function UserSections({ record }: { record: User }) {
  const { t } = useTranslation();
  const mayChange = useCan('users', 'change');
  const [open, setOpen] = useState(false);
  if (!mayChange) return null;
  return (
    <SectionCard
      title={t('resources.users.sectionPassword')}
      testId="user-password"
      actions={
        <Button variant="outlined" startIcon={<LockResetRounded />} onClick={() => setOpen(true)}>
          {t('resources.users.changePassword')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('resources.users.changePasswordBody')}</Typography>
      {open ? (
        <RecordDialog
          title={t('resources.users.changePassword')}
          path={`users/${record.id}/passwords/`}
          put
          schema={userPasswordInput}
          labels="users"
          fields={passwordFields}
          initial={{ password: '', confirm_password: '' }}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            notifySuccess(t('resources.users.passwordChanged'));
          }}
        />
      ) : null}
    </SectionCard>
  );
}
