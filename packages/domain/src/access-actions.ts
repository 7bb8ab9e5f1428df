/** What a permission lets one do with an area (the manifest and the permission model share it). */
export const accessActions = ['view', 'add', 'change', 'delete', 'export', 'command', 'approve'] as const;
export type AccessAction = (typeof accessActions)[number];

/** Writes a policy can hold back for approval. */
export const approvableActions = ['add', 'change', 'delete', 'command'] as const;
export type ApprovableAction = (typeof approvableActions)[number];
