import { errorToastMs, successToastMs } from '@navgan/domain/constants';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import type { ToastLine } from '../api/error-handler';
import { ToastLines } from './toast-lines';

/** The red error toast of spec section 8; identical toasts shown together collapse into one. */
export function notifyError(lines: ToastLine[]): void {
  const key = `error:${JSON.stringify(lines)}`;
  enqueueSnackbar(<ToastLines lines={lines} />, {
    key,
    preventDuplicate: true,
    variant: 'error',
    autoHideDuration: errorToastMs,
  });
}

export function notifySuccess(message: ReactNode): void {
  enqueueSnackbar(message, { variant: 'success', autoHideDuration: successToastMs });
}

/**
 * A blue information toast (a change sent for approval, the live map's 'No data available'); with a
 * key it is shown once however often asked.
 */
export function notifyInfo(
  message: ReactNode,
  key?: SnackbarKey,
  autoHideDuration: number = successToastMs,
): void {
  enqueueSnackbar(message, {
    ...(key === undefined ? {} : { key, preventDuplicate: true }),
    variant: 'info',
    autoHideDuration,
  });
}

/** A toast that stays until acted on, with one action button. */
export function notifyPersistent(
  message: ReactNode,
  renderAction: (dismiss: () => void) => ReactNode,
  key: SnackbarKey,
): void {
  enqueueSnackbar(message, {
    key,
    preventDuplicate: true,
    variant: 'info',
    persist: true,
    action: (id) => renderAction(() => closeSnackbar(id)),
  });
}
