import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AccessResource } from '@navgan/domain/access';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { AuditAction, AuditEntry } from '@navgan/domain/resources/approval';
import type { UserSummary } from '@navgan/domain/resources/user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeFieldLabel, isBlank, shownFields } from '../lib/access/change-values';
import { api } from '../lib/api/api';
import { formatDate } from '../lib/format/date';
import { formatRelativeTime } from '../lib/format/relative-time';
import { useLocale } from '../lib/i18n/use-locale';
import type { Page } from '../lib/resource/resource-queries';
import { useResourceFields } from '../resources/resource-forms';
import { ChangeValue } from './change-value';
import { SectionCard } from './section-card';

const actionColour: Record<AuditAction, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  approve: 'success',
  reject: 'warning',
  command: 'warning',
};

function personName(person: UserSummary | null): string {
  if (!person) return '';
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;
}

/** Who changed a record, what and when (`GET audit-trail/?resource=&record_id=`), ten at a time with 'more'. */
export function AuditTrailSection({
  resource,
  recordId,
  labels,
}: {
  resource: AccessResource;
  recordId: number;
  labels: LabelScope;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = useTheme().direction === 'rtl';
  const fields = useResourceFields(resource);
  const trail = useInfiniteQuery({
    queryKey: ['audit-trail/', resource, recordId],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<AuditEntry>>('audit-trail/', {
        query: { resource, record_id: recordId, p: pageParam },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    staleTime: 0,
  });
  // The server decides who may read the trail; without it the section is left out.
  if (trail.isError) return null;
  const entries = trail.data?.pages.flatMap((page) => page.results) ?? [];
  const Arrow = rtl ? ArrowBackRounded : ArrowForwardRounded;

  return (
    <SectionCard title={t('audit.title')} testId="audit-trail">
      {trail.isPending || fields === undefined ? (
        <Stack spacing={1.5} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t('audit.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => {
            // A creation lists what was filled in, a deletion what was there: no empty rows.
            const decision = entry.action === 'approve' || entry.action === 'reject';
            // A decision's outcome is its chip; only its comment is worth a row.
            const all = Object.entries(entry.changes ?? {});
            const changes = (
              decision ? all.filter(([field]) => field === 'comment') : shownFields(all, fields, labels)
            ).filter(([, change]) => !(isBlank(change.before) && isBlank(change.after)));
            const side = (key: 'before' | 'after') => Object.fromEntries(all.map(([f, c]) => [f, c[key]]));
            const showBefore = entry.action !== 'create' && !decision;
            const showAfter = entry.action !== 'delete';
            return (
              <Box
                component="li"
                key={entry.id}
                data-testid="audit-entry"
                sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 2, py: 0.5 }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Chip
                    size="small"
                    color={actionColour[entry.action]}
                    label={t(`audit.actions.${entry.action}`)}
                  />
                  <Typography sx={{ fontWeight: 600 }}>
                    {personName(entry.user) || t('audit.system')}
                  </Typography>
                  <Tooltip title={formatDate(entry.at, locale, 'dateTime')}>
                    <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary">
                      {formatRelativeTime(entry.at, locale)}
                    </Typography>
                  </Tooltip>
                </Stack>
                {changes.length ? (
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      mt: 1,
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: 2,
                      rowGap: 0.5,
                    }}
                  >
                    {changes.map(([field, change]) => (
                      <Box key={field} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {decision ? t('audit.comment') : changeFieldLabel(labels, field, locale, t)}
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
                        >
                          {showBefore ? (
                            <Box
                              component="span"
                              sx={
                                showAfter ? { color: 'text.secondary', textDecoration: 'line-through' } : {}
                              }
                            >
                              {decision ? null : (
                                <ChangeValue
                                  field={fields?.get(field)}
                                  value={change.before}
                                  record={side('before')}
                                />
                              )}
                            </Box>
                          ) : null}
                          {showBefore && showAfter ? (
                            <Arrow
                              sx={{ fontSize: 16, color: 'text.disabled' }}
                              aria-label={t('audit.becomes')}
                            />
                          ) : null}
                          {showAfter ? (
                            <Box component="span" sx={{ fontWeight: 600 }}>
                              {decision ? (
                                String(change.after ?? '')
                              ) : (
                                <ChangeValue
                                  field={fields?.get(field)}
                                  value={change.after}
                                  record={side('after')}
                                />
                              )}
                            </Box>
                          ) : null}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
      {trail.hasNextPage ? (
        <Button sx={{ mt: 2 }} onClick={() => void trail.fetchNextPage()} loading={trail.isFetchingNextPage}>
          {t('audit.more')}
        </Button>
      ) : null}
    </SectionCard>
  );
}
