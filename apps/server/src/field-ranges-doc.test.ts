import { readFileSync } from 'node:fs';
import { fieldRangesDocument } from '@navgan/domain/field-ranges-doc';
import { expect, it } from 'vitest';

it('documents the field ranges as the schemas declare them (npx tsx scripts/field-ranges-doc.ts)', () => {
  const doc = readFileSync(new URL('../../../docs/field-ranges.md', import.meta.url), 'utf8');
  expect(doc).toBe(fieldRangesDocument());
});
