// Writes docs/field-ranges.md from the domain schemas. Run after changing a field's range:
//   npx tsx scripts/field-ranges-doc.ts
import { writeFileSync } from 'node:fs';
import { fieldRangesDocument } from '../packages/domain/src/field-ranges-doc';

writeFileSync(new URL('../docs/field-ranges.md', import.meta.url), fieldRangesDocument());
