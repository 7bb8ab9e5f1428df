import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isPositionMetric, type RuleMetric, ruleMetrics, ruleOperators } from '@navgan/domain/resources/rule';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/format/number';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';

/** A row as typed: every value text, '' until chosen. */
export interface ConditionRow {
  metric: string;
  operator: string;
  threshold: string;
  duration: string;
}

export const emptyRow = (): ConditionRow => ({ metric: '', operator: '', threshold: '', duration: '' });

interface ConditionRowsProps {
  rows: ConditionRow[];
  onChange(rows: ConditionRow[]): void;
  /** The rows' message (at least one row, every row complete): marks the incomplete fields. */
  error?: string | undefined;
}

/** The rule's rows: metric, operator, threshold and (for position metrics) a duration; added and removed. */
export function ConditionRows({ rows, onChange, error }: ConditionRowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { messages } = catalogueOf(locale);
  const labels = messages.labels.rules;
  const update = (index: number, patch: Partial<ConditionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack spacing={2}>
      {rows.map((row, index) => {
        const timed = row.metric !== '' && !isPositionMetric(row.metric as RuleMetric);
        const missing = (value: string) => Boolean(error) && value.trim() === '';
        return (
          <Stack
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            key={index}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            data-testid="rule-row"
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              label={labels.metric}
              value={row.metric}
              onChange={(e) =>
                update(index, {
                  metric: e.target.value,
                  ...(isPositionMetric(e.target.value as RuleMetric) ? {} : { duration: '' }),
                })
              }
              error={missing(row.metric)}
              sx={{ minWidth: 240, flex: 2 }}
              slotProps={{ htmlInput: { 'data-testid': `rule-metric-${index}` } }}
            >
              {ruleMetrics.map((metric) => (
                <MenuItem key={metric} value={metric}>
                  {messages.ruleMetrics[metric]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={labels.operator}
              value={row.operator}
              onChange={(e) => update(index, { operator: e.target.value })}
              error={missing(row.operator)}
              sx={{ minWidth: 110, flex: 1 }}
            >
              {ruleOperators.map((operator) => (
                <MenuItem key={operator} value={operator} dir="ltr">
                  {operator}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={labels.threshold}
              value={localizeDigits(row.threshold, locale)}
              onChange={(e) => update(index, { threshold: e.target.value })}
              error={missing(row.threshold)}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `rule-threshold-${index}` } }}
            />
            <TextField
              label={labels.duration}
              value={localizeDigits(row.duration, locale)}
              onChange={(e) => update(index, { duration: e.target.value })}
              disabled={timed}
              helperText={timed ? t('rules.durationNotUsed') : t('rules.durationHelper')}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <IconButton
              aria-label={t('rules.removeRow')}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddRounded />}
        onClick={() => onChange([...rows, emptyRow()])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('rules.addRow')}
      </Button>
    </Stack>
  );
}
