import Alert from '@mui/material/Alert';
import { type CustomContentProps, closeSnackbar, SnackbarContent } from 'notistack';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** notistack content drawn with MUI's Alert, so toasts follow the theme and the text direction. */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, style, className, persist },
  ref,
) {
  const { t } = useTranslation();
  const severity = variant === 'default' ? 'info' : variant;
  const renderedAction = typeof action === 'function' ? action(id) : action;
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity}
        variant="filled"
        role={variant === 'error' ? 'alert' : 'status'}
        action={renderedAction}
        onClose={persist ? undefined : () => closeSnackbar(id)}
        slotProps={{ closeButton: { 'aria-label': t('app.close'), title: t('app.close') } }}
        sx={{ width: '100%', minWidth: { sm: 320 }, maxWidth: 560, boxShadow: 6, alignItems: 'flex-start' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
