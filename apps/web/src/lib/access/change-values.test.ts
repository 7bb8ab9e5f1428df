import { describe, expect, it } from 'vitest';
import { changeFieldLabel, changeValueText, diffFields, isBlank, readableDiff } from './change-values';

const t = (key: string) => `t:${key}`;

describe('change values', () => {
  it('shows days and moments in Jalali with Persian digits in fa, Gregorian in en', () => {
    expect(changeValueText('2025-03-21', 'fa', t)).toBe('۱۴۰۴/۰۱/۰۱');
    expect(changeValueText('2025-03-21', 'en', t)).toContain('2025');
    expect(changeValueText('2025-03-21T08:30:00Z', 'fa', t)).toContain('۱۴۰۴/۰۱/۰۱');
  });

  it('shows numbers, codes, flags, titled objects, people and lists as people read them', () => {
    expect(changeValueText(1250000, 'fa', t)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(changeValueText('09121234567', 'fa', t)).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(changeValueText(true, 'en', t)).toBe('t:resource.yes');
    expect(changeValueText({ id: 2, fa_title: 'سفید', en_title: 'White' }, 'en', t)).toBe('White');
    expect(changeValueText({ id: 3, first_name: 'Ali', last_name: 'Rezaei' }, 'en', t)).toBe('Ali Rezaei');
    expect(changeValueText([1, 2], 'fa', t)).toBe('۱، ۲');
    expect(changeValueText(null, 'en', t)).toBe('—');
    expect(changeValueText([], 'en', t)).toBe('—');
  });

  it('lists every field of a change and marks the ones that differ', () => {
    const diff = diffFields(
      { id: 4, first_name: 'Ali', mobile: '0912', tags: [1] },
      { id: 4, first_name: 'Ali', mobile: '0935', tags: [1, 2] },
    );
    expect(diff.map((d) => [d.field, d.changed])).toEqual([
      ['first_name', false],
      ['mobile', true],
      ['tags', true],
    ]);
    // Fields a change does not write keep their values, so they are not part of it.
    expect(
      diffFields({ title: 'HQ', organizations: [1] }, { title: 'Head office' }).map((d) => d.field),
    ).toEqual(['title']);
    expect(diffFields({ title: 'HQ' }, null).map((d) => [d.field, d.changed])).toEqual([['title', true]]);
    // A reference presented as a row and proposed as its id is the same value.
    expect(
      diffFields(
        { color: { id: 1, fa_title: 'سفید', en_title: 'White' }, tags: [{ id: 3 }] },
        { color: 1, tags: [3] },
      ).map((d) => d.changed),
    ).toEqual([false, false]);
    expect(diffFields(null, { title: 'HQ' })).toEqual([
      { field: 'title', before: undefined, after: 'HQ', changed: true },
    ]);
  });
});

describe('changed fields', () => {
  it('are named by the resource, organizations by the assignment, anything else as sent', () => {
    expect(changeFieldLabel('tags', 'fa_title', 'fa', t)).toBe('عنوان فارسی');
    expect(changeFieldLabel('tags', 'organizations', 'en', t)).toBe('t:organizationAssignment.title');
    expect(changeFieldLabel(undefined, 'odd_field', 'en', t)).toBe('odd_field');
  });

  it('tell empty values from zero and false', () => {
    expect([null, undefined, '', []].every(isBlank)).toBe(true);
    expect([0, false, 'x', [1]].some(isBlank)).toBe(false);
  });
});

describe('readable diff', () => {
  it('puts changed fields first and leaves out unchanged empty ones', () => {
    const rows = readableDiff(
      { first_name: 'Ali', email: '', city: null, mobile: '0912' },
      { first_name: 'Hamid', email: '', city: null, mobile: '0912' },
    );
    expect(rows.map((row) => row.field)).toEqual(['first_name', 'mobile']);
  });
});
