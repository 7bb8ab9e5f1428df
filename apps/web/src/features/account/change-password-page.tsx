import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangePasswordInput, changePasswordSchema } from '@navgan/domain/account';
import { submitErrorKey } from '@navgan/domain/form-errors';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { storeTokens } from '../../lib/auth/session';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf } from '../../lib/resource/display-text';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { PageHeading } from '../../ui-kit/page-heading';

const names = ['old_password', 'password', 'password_repeat'] as const;
const empty: ChangePasswordInput = { old_password: '', password: '', password_repeat: '' };

/**
 * Change password (spec: setting/change-password; rules of section 5). The server answers with a
 * new token pair and retires the old tokens: they are stored, so the user stays signed in.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const save = useMutation({
    mutationFn: (values: ChangePasswordInput) =>
      api.put<{ access: string; refresh: string }>('users/change-password/', values, {
        fieldLabel: (field) => fieldLabelOf('password_change', field, locale),
      }),
  });

  const onValid = (values: ChangePasswordInput) =>
    save.mutate(values, {
      onSuccess: ({ access, refresh }) => {
        storeTokens(access, refresh);
        notifySuccess(t('account.passwordChanged'));
        form.reset(empty);
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        serverFieldErrors(error.body, names).forEach(([field, message], index) => {
          form.setError(
            field as (typeof names)[number],
            { type: 'server', message },
            { shouldFocus: index === 0 },
          );
        });
      },
    });
  const onInvalid = (errors: FieldErrors<ChangePasswordInput>) => {
    const key = submitErrorKey(Object.values(errors).map((error) => error?.message));
    notifyError([{ messages: [catalogueOf(locale).messages.validation[key]] }]);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      sx={{ maxWidth: 560 }}
    >
      <PageHeading title={t(pageTitleKey('changePassword'))} subtitle={t('account.passwordRules')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {names.map((name) => {
            const { ref, ...field } = form.register(name);
            const error = fieldErrorText(form.formState.errors[name]?.message, name, locale, {
              labels: 'password_change',
            });
            return (
              <TextField
                key={name}
                {...field}
                inputRef={ref}
                type="password"
                label={fieldLabelOf('password_change', name, locale)}
                required
                autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
                error={Boolean(error)}
                helperText={error}
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            );
          })}
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 160 }}>
          {t('account.changePassword')}
        </Button>
      </Stack>
    </Stack>
  );
}
