import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeviceCommandState } from '@navgan/domain/resources/device';
import type { DeviceCommand } from '@navgan/domain/resources/device-command';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/date';
import { useLocale } from '../../lib/i18n/use-locale';
import { noValue, personText } from '../../lib/resource/display-text';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';

const stateColour: Record<DeviceCommandState, ChipProps['color']> = {
  queued: 'default',
  sent: 'info',
  confirmed: 'success',
  failed: 'error',
  expired: 'warning',
};

/** Commands sent to a device, newest first: what, its state, when it moved on, the answer and who. */
export function CommandTable({ commands }: { commands: DeviceCommand[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = (value: string | null) => (value ? formatDate(value, locale, 'dateTime') : noValue);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('commands.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('commands.type')}</TableCell>
            <TableCell>{t('commands.state')}</TableCell>
            <TableCell>{t('commands.created')}</TableCell>
            <TableCell>{t('commands.sentAt')}</TableCell>
            <TableCell>{t('commands.answeredAt')}</TableCell>
            <TableCell>{t('commands.answer')}</TableCell>
            <TableCell>{t('commands.createdBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {commands ? (
            commands.map((command) => (
              <TableRow key={command.id} data-testid="command-row">
                <TableCell>
                  {t(`commands.types.${command.type}`)}
                  {command.text ? (
                    <Box
                      component="code"
                      dir="ltr"
                      sx={{
                        display: 'block',
                        fontFamily: 'monospace',
                        wordBreak: 'break-all',
                        color: 'text.secondary',
                      }}
                    >
                      {command.text}
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    data-testid="command-state"
                    color={stateColour[command.state]}
                    label={t(`commands.states.${command.state}`)}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(command.created)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(command.sent_at)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(command.answered_at)}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  {command.answer ? (
                    <Box
                      component="span"
                      dir="auto"
                      data-testid="command-answer"
                      sx={{ wordBreak: 'break-word' }}
                    >
                      {command.answer}
                    </Box>
                  ) : (
                    noValue
                  )}
                </TableCell>
                <TableCell>
                  {command.created_by
                    ? personText(command.created_by) || command.created_by.username
                    : noValue}
                </TableCell>
              </TableRow>
            ))
          ) : (
            <SkeletonRows cells={7} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
