import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before a form with unsaved edits is left: a dialog for a move inside the app (the router's
 * blocker, which needs the data router the app is built with), the browser's own question for a
 * reload or a closed tab. A screen calls `allowLeaving()` just before it navigates away itself
 * (after a save), so its own navigation is never questioned.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  const prompt = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      data-testid="unsaved-changes-dialog"
    >
      <UnsavedChangesText />
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} data-testid="unsaved-stay" autoFocus>
          <StayLabel />
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          <LeaveLabel />
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { prompt, allowLeaving };
}

function UnsavedChangesText() {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle id="unsaved-changes-title">{t('resource.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('resource.unsaved.body')}</DialogContentText>
      </DialogContent>
    </>
  );
}

function StayLabel() {
  const { t } = useTranslation();
  return <>{t('resource.unsaved.stay')}</>;
}

function LeaveLabel() {
  const { t } = useTranslation();
  return <>{t('resource.unsaved.leave')}</>;
}
