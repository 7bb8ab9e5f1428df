import AltRouteRounded from '@mui/icons-material/AltRouteRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginUsernameMin } from '@navgan/domain/constants';
import { productName } from '@navgan/domain/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { LanguageSelector } from '../../lib/i18n/language-selector';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { NavganLogo } from '../../lib/ui/navgan-logo';
import type { LoginField } from './login-submit';

/**
 * The login schema (zod) and the log-in flow load with the first submit, and the form does without
 * react-hook-form and TextField (which pulls in Select and Menu): together they were a third of
 * what the login route downloaded before showing the form.
 */
const loadSubmit = () => import('./login-submit');

type LoginErrors = Partial<Record<LoginField, string>>;

function formValues(form: HTMLFormElement): Record<LoginField, string> {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
}

/** An outlined text field with its label and helper text (what TextField renders, without Select). */
function LoginInputField({
  label,
  error,
  ...input
}: { label: string; error?: string } & Omit<OutlinedInputProps, 'error' | 'label'>) {
  const id = useId();
  return (
    <FormControl fullWidth required error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={error ? `${id}-helper` : undefined} {...input} />
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}

const features = [
  { key: 'login.feature1', Icon: AltRouteRounded },
  { key: 'login.feature2', Icon: InsightsRounded },
  { key: 'login.feature3', Icon: EventRepeatRounded },
] as const;

function BrandPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        position: 'relative',
        overflow: 'hidden',
        background: 'linear-gradient(150deg, #0b5d6b 0%, #07414b 55%, #052f37 100%)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineEnd: -120,
          bottom: -120,
          width: 420,
          height: 420,
          borderRadius: '50%',
          border: '48px solid rgba(255,255,255,0.05)',
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <NavganLogo size={44} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {productName[locale]}
        </Typography>
      </Stack>
      <Box sx={{ maxWidth: 420, position: 'relative' }}>
        <Typography variant="h2" component="p" sx={{ mb: 2, lineHeight: 1.4 }}>
          {t('login.brandHeading')}
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 4 }}>{t('login.brandBody')}</Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {features.map(({ key, Icon }) => (
            <Stack component="li" key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255,255,255,0.12)',
                }}
              >
                <Icon fontSize="small" aria-hidden />
              </Box>
              <Typography>{t(key)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.6 }}>
        {t('app.tagline')}
      </Typography>
    </Box>
  );
}

/** /login (spec section 2): username and password, submitted by Enter or the button. */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const fields = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const login = useMutation({
    mutationFn: async (values: Record<LoginField, string>) => {
      const { checkLogin, logIn } = await loadSubmit();
      const check = checkLogin(values);
      setErrors(check.ok ? {} : check.errors);
      if (!check.ok) {
        const first = (['username', 'password'] as const).find((field) => check.errors[field]);
        if (first) fields.current[first]?.focus();
        return false;
      }
      await logIn(check.credentials, queryClient);
      return true;
    },
    onSuccess: (loggedIn) => {
      if (loggedIn) navigate(`/${routeLanguageFor(locale)}/dashboard`, { replace: true });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    login.mutate(formValues(event.currentTarget));
  };
  // After the first submit the messages follow the typing, as they do in every other form.
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!submitted.current) return;
    const values = formValues(event.currentTarget);
    void loadSubmit().then(({ checkLogin }) => {
      const check = checkLogin(values);
      setErrors(check.ok ? {} : check.errors);
    });
  };
  const usernameError = fieldErrorText(errors.username, 'username', locale, { limit: loginUsernameMin });
  const passwordError = fieldErrorText(errors.password, 'password', locale);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <BrandPanel />
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LanguageSelector color="primary" />
        </Stack>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 4 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }}>
              <NavganLogo size={56} title={t('app.logoAlt')} />
              <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
                {productName[locale]}
              </Typography>
              <Typography variant="h4" component="h1" id="login-heading">
                {t('login.heading')}
              </Typography>
              <Typography color="text.secondary">{t('login.subtitle')}</Typography>
            </Stack>
            <Stack
              component="form"
              noValidate
              spacing={2.5}
              aria-labelledby="login-heading"
              onSubmit={submit}
              onChange={recheck}
            >
              <LoginInputField
                name="username"
                inputRef={(element: HTMLInputElement | null) => {
                  fields.current.username = element;
                }}
                label={t('login.username')}
                autoComplete="username"
                autoFocus
                error={usernameError}
                inputProps={{ autoCapitalize: 'none', spellCheck: false, dir: 'auto' }}
              />
              <LoginInputField
                name="password"
                inputRef={(element: HTMLInputElement | null) => {
                  fields.current.password = element;
                }}
                label={t('login.password')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                error={passwordError}
                inputProps={{ dir: 'auto' }}
                endAdornment={
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                      aria-pressed={showPassword}
                      onClick={() => setShowPassword((shown) => !shown)}
                    >
                      {showPassword ? <VisibilityOffRounded /> : <VisibilityRounded />}
                    </IconButton>
                  </InputAdornment>
                }
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                loading={login.isPending}
                sx={{ py: 1.4 }}
              >
                {t('login.submit')}
              </Button>
            </Stack>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
