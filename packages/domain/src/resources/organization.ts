import { z } from 'zod';
import { maxRecordId } from '../constants';
import { optionalRef, optionalText, readNumber, refList, requiredText } from './fields';

/** An organization: a node of the company's tree (spec: id, title, fa_title, en_title). */
export const organizationInput = z.object({
  title: requiredText(100),
  fa_title: optionalText(100),
  en_title: optionalText(100),
  parent: optionalRef(),
});
export type OrganizationInput = z.input<typeof organizationInput>;

export interface Organization {
  id: number;
  title: string;
  fa_title: string;
  en_title: string;
  parent: number | null;
}

/** `PUT drivers|vehicles/companies|vehicles/companies/tags|geofences/{id}/organizations/`. */
export const organizationAssignmentInput = z.object({
  id: z.preprocess(readNumber, z.number().int().positive().max(maxRecordId)).optional(),
  organizations: refList(),
});
export interface OrganizationAssignment {
  id: number;
  organizations: number[];
}
