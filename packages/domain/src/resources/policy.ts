import { z } from 'zod';
import {
  type AccessAction,
  type AccessResource,
  accessActions,
  accessResources,
  approvableActions,
  resourceActions,
} from '../access';
import { requiredText } from './fields';

const resourceKey = z.enum(accessResources, { error: 'invalid' });

/**
 * `POST/PUT users/policies/`: only the actions `resourceActions` offers for each resource, and
 * approval only for writes the policy itself grants.
 */
export const policyInput = z
  .object({
    title: requiredText(100),
    permissions: z
      .partialRecord(resourceKey, z.array(z.enum(accessActions, { error: 'invalid' })))
      .default({}),
    approval_required: z
      .partialRecord(resourceKey, z.array(z.enum(approvableActions, { error: 'invalid' })))
      .default({}),
  })
  .superRefine((value, ctx) => {
    for (const [resource, actions] of Object.entries(value.permissions) as [
      AccessResource,
      AccessAction[],
    ][]) {
      if (actions.some((action) => !resourceActions[resource].includes(action)))
        ctx.addIssue({ code: 'custom', message: 'invalid', path: ['permissions'] });
    }
    for (const [resource, actions] of Object.entries(value.approval_required) as [
      AccessResource,
      AccessAction[],
    ][]) {
      // Only what the policy grants can wait, and only where someone can hold `approve`.
      if (
        actions.some((action) => !value.permissions[resource]?.includes(action)) ||
        (actions.length > 0 && !resourceActions[resource].includes('approve'))
      )
        ctx.addIssue({ code: 'custom', message: 'invalid', path: ['approval_required'] });
    }
  });
export type PolicyInput = z.input<typeof policyInput>;
