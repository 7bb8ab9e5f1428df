import { z } from 'zod';
import { accessResources, approvableActions } from '../access';
import { userSummarySchema } from './user';

export const approvalStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

const fieldValues = z.record(z.string(), z.unknown());

/** A write held back by a policy until someone with `approve` on its resource decides. */
export const approvalSchema = z.object({
  id: z.number().int(),
  resource: z.enum(accessResources),
  action: z.enum(approvableActions),
  record_id: z.number().int().nullable(),
  record_label: z.string(),
  requested_by: userSummarySchema,
  requested_at: z.string(),
  before: fieldValues.nullable(),
  after: fieldValues.nullable(),
  status: z.enum(approvalStatuses),
  decided_by: userSummarySchema.nullable(),
  decided_at: z.string().nullable(),
  comment: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** `POST users/approvals/{id}/accept|reject/`. */
export const approvalDecisionInput = z.object({
  comment: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(500, { error: 'maxLength' })),
});

export const auditActions = ['create', 'update', 'delete', 'approve', 'reject', 'command'] as const;
export type AuditAction = (typeof auditActions)[number];

/** `GET audit-trail/?resource=&record_id=`. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(auditActions),
  user: userSummarySchema.nullable(),
  resource: z.enum(accessResources),
  record_id: z.number().int().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
