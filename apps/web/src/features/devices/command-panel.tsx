import PowerSettingsNewRounded from '@mui/icons-material/PowerSettingsNewRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pageSize } from '@navgan/domain/constants';
import type { DeviceCommandType } from '@navgan/domain/resources/device';
import { COMMAND_TEXT_MAX, type DeviceCommandPage } from '@navgan/domain/resources/device-command';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageCount } from '../../lib/resource/list-state';
import { ConfirmDialog } from '../../ui-kit/confirm-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { SectionCard } from '../../ui-kit/section-card';
import { CommandTable } from './command-table';
import { commandPollMs, commandsPath, pendingStates } from './device-support-api';

/** What the panel posts (the domain's `deviceCommandInput`); engine stop only with `confirmed`. */
interface CommandBody {
  type: DeviceCommandType;
  text?: string;
  confirmed: boolean;
}

/**
 * A device's commands: one button per command its protocol carries (engine stop only after a
 * confirmation), a custom command, and what was sent with the device's answers. While a command
 * is on its way the list is asked again every two seconds.
 */
export function CommandPanel({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayCommand = useCan('devices', 'command');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useState('');
  const path = commandsPath(deviceId);
  const list = useQuery({
    queryKey: [path, page],
    queryFn: ({ signal }) => api.get<DeviceCommandPage>(path, { query: page > 1 ? { p: page } : {}, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((command) => pendingStates.includes(command.state))
        ? commandPollMs
        : false,
  });
  const fieldLabel = (field: string) =>
    field === 'text' ? t('commands.text') : field === 'type' ? t('commands.type') : undefined;
  const send = useMutation({
    mutationFn: (body: CommandBody) => api.post<unknown>(path, body, { fieldLabel }),
    onSuccess: (_answer, body) => {
      notifySuccess(t('commands.queued'));
      if (body.type === 'custom') setText('');
    },
    // A failure, or a policy holding the command for approval (202), is told by the API client's toasts.
    onSettled: () => {
      inFlight.current = false;
      setPage(1);
      return queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
  // Set before the first render after a click, so a second click in the same moment sends nothing.
  const inFlight = useRef(false);
  const sendOnce = (body: CommandBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    send.mutate(body);
  };
  const available = list.data?.available ?? [];
  const buttons = available.filter((type): type is Exclude<DeviceCommandType, 'custom'> => type !== 'custom');
  const data = list.data;

  return (
    <SectionCard title={t('commands.title')} testId="command-panel">
      {mayCommand && data ? (
        available.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('commands.noneAvailable')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ mb: 2.5 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {buttons.map((type) => (
                <Button
                  key={type}
                  variant={type === 'engineStop' ? 'contained' : 'outlined'}
                  color={type === 'engineStop' ? 'error' : 'primary'}
                  disabled={send.isPending}
                  onClick={() =>
                    type === 'engineStop' ? setConfirming(true) : sendOnce({ type, confirmed: false })
                  }
                >
                  {t(`commands.types.${type}`)}
                </Button>
              ))}
            </Stack>
            {available.includes('custom') ? (
              <Stack
                component="form"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (text.trim()) sendOnce({ type: 'custom', text, confirmed: false });
                }}
              >
                <TextField
                  size="small"
                  label={t('commands.types.custom')}
                  helperText={t('commands.textHelper')}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  slotProps={{
                    htmlInput: {
                      dir: 'ltr',
                      maxLength: COMMAND_TEXT_MAX,
                      spellCheck: false,
                      autoComplete: 'off',
                      style: { fontFamily: 'monospace' },
                    },
                  }}
                  sx={{ flex: 1, maxWidth: { sm: 480 } }}
                />
                <Button
                  type="submit"
                  variant="outlined"
                  startIcon={
                    <SendRounded
                      sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                    />
                  }
                  disabled={send.isPending || !text.trim()}
                  sx={{ flexShrink: 0, height: 40 }}
                >
                  {t('commands.send')}
                </Button>
              </Stack>
            ) : null}
            <Alert severity="info" variant="outlined">
              {t('commands.queuedNote')}
            </Alert>
          </Stack>
        )
      ) : null}
      {list.isError && !data ? (
        <LoadFailedAlert onRetry={() => void list.refetch()} />
      ) : data && data.count === 0 ? (
        <EmptyState
          testId="commands-empty"
          icon={<TerminalRounded />}
          title={t('commands.title')}
          body={t(available.length === 0 ? 'commands.noneAvailable' : 'commands.none')}
        />
      ) : (
        <>
          <CommandTable commands={data?.results} />
          {data ? <ListPager page={page} pages={pageCount(data.count, pageSize)} onChange={setPage} /> : null}
        </>
      )}
      {/* Stopping an engine cannot be taken back: the user says so before it is queued. */}
      <ConfirmDialog
        open={confirming}
        title={t('commands.confirmStopTitle')}
        body={t('commands.confirmStop')}
        confirmLabel={t('commands.confirmStopButton')}
        icon={<PowerSettingsNewRounded color="error" aria-hidden />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          sendOnce({ type: 'engineStop', confirmed: true });
        }}
      />
    </SectionCard>
  );
}
