import type { Approval, ApprovalStatus } from '@navgan/domain/resources/approval';
import type { UserSummary } from '@navgan/domain/resources/user';
import type { TFunction } from 'i18next';
import type { MessageKey } from '../../lib/i18n/message-key';

export function personName(person: UserSummary | null | undefined): string {
  if (!person) return '';
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;
}

/** 'Change driver: Ali Rezaei': the action, the resource and the record it is about. */
export function approvalWhat(approval: Approval, t: TFunction): string {
  const what = t('approvals.whatText', {
    action: t(`policies.actions.${approval.action}` as MessageKey),
    resource: t(`policies.resources.${approval.resource}` as MessageKey),
  });
  return approval.record_label ? `${what} — \u2068${approval.record_label}\u2069` : what;
}

export const statusColour: Record<ApprovalStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};
