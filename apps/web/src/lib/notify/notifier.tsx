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

/** An information toast (a change sent for approval). */
export function notifyInfo(message: ReactNode): void {
  enqueueSnackbar(message, { variant: 'info', autoHideDuration: successToastMs });
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

/** A blue information toast (the live map's 'No data available'), shown once however often asked. */
export function notifyInfo(message: ReactNode, key: SnackbarKey, autoHideDuration: number): void {
  enqueueSnackbar(message, { key, preventDuplicate: true, variant: 'info', autoHideDuration });
}
