import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AccessResource,
  accessActions,
  accessResources,
  approvableActions,
  type Policy,
  resourceActions,
} from '@navgan/domain/access';
import { renderValidationMessage } from '@navgan/domain/validation-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canHoldBack,
  type PolicyGrid,
  setApproval,
  setPermission,
  setRow,
} from '../../lib/access/policy-matrix';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { policiesPath } from './policy-queries';

/**
 * A policy's title and its matrix: one row per resource, a checkbox per action the resource has
 * (resourceActions), and 'needs approval' marks for granted add / change / delete.
 */
export function PolicyEditor({ policy, onClose }: { policy: Policy | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [title, setTitle] = useState(policy?.title ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [grid, setGrid] = useState<PolicyGrid>({
    permissions: policy?.permissions ?? {},
    approval_required: policy?.approval_required ?? {},
  });
  const titleLabel = t('policies.title');
  const save = useMutation({
    mutationFn: (body: Omit<Policy, 'id'>) =>
      policy ? api.put<Policy>(`${policiesPath}${policy.id}/`, body) : api.post<Policy>(policiesPath, body),
    onSuccess: async (saved) => {
      notifySuccess(t(policy ? 'resource.updated' : 'resource.created', { name: saved.title }));
      await queryClient.invalidateQueries({ queryKey: [policiesPath] });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 400) return;
      const [first] = serverFieldErrors(error.body, ['title']);
      if (first) setTitleError(first[1]);
    },
  });

  const submit = () => {
    if (!title.trim()) {
      setTitleError(renderValidationMessage(catalogueOf(locale), 'required', titleLabel));
      return;
    }
    save.mutate({ title: title.trim(), ...grid });
  };

  const granted = (resource: AccessResource, action: string) =>
    (grid.permissions[resource] as string[] | undefined)?.includes(action) ?? false;
  const held = (resource: AccessResource, action: string) =>
    (grid.approval_required[resource] as string[] | undefined)?.includes(action) ?? false;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {policy ? t('policies.editTitle', { name: policy.title }) : t('policies.new')}
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          label={titleLabel}
          name="title"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(null);
          }}
          error={Boolean(titleError)}
          helperText={titleError}
          sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('policies.matrixHint')}
        </Typography>
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t('policies.matrix')}>
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2}>{t('policies.resource')}</TableCell>
                <TableCell align="center" colSpan={accessActions.length}>
                  {t('policies.permissions')}
                </TableCell>
                <TableCell
                  align="center"
                  colSpan={approvableActions.length}
                  sx={{ bgcolor: 'rgba(245, 158, 11, 0.08)', color: 'warning.dark' }}
                >
                  {t('policies.needsApproval')}
                </TableCell>
              </TableRow>
              <TableRow>
                {accessActions.map((action) => (
                  <TableCell key={action} align="center" sx={{ top: 37 }}>
                    {t(`policies.actions.${action}`)}
                  </TableCell>
                ))}
                {approvableActions.map((action) => (
                  <TableCell key={action} align="center" sx={{ top: 37, color: 'warning.dark' }}>
                    {t(`policies.actions.${action}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accessResources.map((resource) => {
                const actions = resourceActions[resource];
                const all = actions.every((action) => granted(resource, action));
                const some = actions.some((action) => granted(resource, action));
                const name = t(`policies.resources.${resource}`);
                return (
                  <TableRow key={resource} hover data-testid={`policy-row-${resource}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box
                        component="label"
                        sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}
                      >
                        <Checkbox
                          size="small"
                          checked={all}
                          indeterminate={some && !all}
                          onChange={(event) => setGrid((g) => setRow(g, resource, event.target.checked))}
                          slotProps={{ input: { 'aria-label': t('policies.allOf', { resource: name }) } }}
                        />
                        {name}
                      </Box>
                    </TableCell>
                    {accessActions.map((action) => (
                      <TableCell key={action} align="center" padding="checkbox">
                        {actions.includes(action) ? (
                          <Checkbox
                            size="small"
                            checked={granted(resource, action)}
                            onChange={(event) =>
                              setGrid((g) => setPermission(g, resource, action, event.target.checked))
                            }
                            slotProps={{
                              input: {
                                'aria-label': `${name}: ${t(`policies.actions.${action}`)}`,
                              },
                            }}
                          />
                        ) : null}
                      </TableCell>
                    ))}
                    {approvableActions.map((action) => (
                      <TableCell
                        key={action}
                        align="center"
                        padding="checkbox"
                        sx={{ bgcolor: 'rgba(245, 158, 11, 0.05)' }}
                      >
                        {canHoldBack(resource, action) ? (
                          <Checkbox
                            size="small"
                            color="warning"
                            disabled={!granted(resource, action)}
                            checked={held(resource, action)}
                            onChange={(event) =>
                              setGrid((g) => setApproval(g, resource, action, event.target.checked))
                            }
                            slotProps={{
                              input: {
                                'aria-label': `${name}: ${t('policies.approvalOf', { action: t(`policies.actions.${action}`) })}`,
                              },
                            }}
                          />
                        ) : null}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('resource.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('resource.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
