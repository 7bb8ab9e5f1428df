import { z } from 'zod';
import type { AccessResource, ApprovableAction } from '../access';
import type { UserSummary } from './user';

export const approvalStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** A write held back by a policy until someone with `approve` on its resource decides. */
export interface Approval {
  id: number;
  resource: AccessResource;
  action: ApprovableAction;
  record_id: number | null;
  record_label: string;
  requested_by: UserSummary;
  requested_at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  status: ApprovalStatus;
  decided_by: UserSummary | null;
  decided_at: string | null;
  comment: string;
}

/** `POST users/approvals/{id}/accept|reject/`. */
export const approvalDecisionInput = z.object({
  comment: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(500, { error: 'maxLength' })),
});

export const auditActions = ['create', 'update', 'delete', 'approve', 'reject'] as const;
export type AuditAction = (typeof auditActions)[number];

/** `GET audit-trail/?resource=&record_id=`. */
export interface AuditEntry {
  id: number;
  at: string;
  action: AuditAction;
  user: UserSummary | null;
  resource: AccessResource;
  record_id: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}
