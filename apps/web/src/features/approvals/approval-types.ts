export const approvalsPath = 'users/approvals/';

export const approvalTabs = ['pending', 'decided', 'mine'] as const;
export type ApprovalTab = (typeof approvalTabs)[number];

/** Decided requests are listed one outcome at a time (the API filters by one status). */
export const decidedStatuses = ['accepted', 'rejected'] as const;
export type DecidedStatus = (typeof decidedStatuses)[number];

/** The query a tab asks `users/approvals/` (the tab and the outcome are `?tab=` and `?status=`). */
export function approvalQuery(tab: ApprovalTab, decided: DecidedStatus): Record<string, string> {
  if (tab === 'pending') return { status: 'pending' };
  if (tab === 'decided') return { status: decided };
  return { mine: 'true' };
}

export function isApprovalTab(value: unknown): value is ApprovalTab {
  return (approvalTabs as readonly unknown[]).includes(value);
}
