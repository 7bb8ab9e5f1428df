import { ruleInput } from '@navgan/domain/resources/rule';
import { describe, expect, it } from 'vitest';
import { checkBody } from './schema-errors';

describe('checkBody', () => {
  it('renders the spec messages of a rule body per locale, one per field', () => {
    const fa = checkBody(ruleInput, { title: '', conditions: [] }, 'rules', 'fa');
    expect(fa.ok).toBe(false);
    if (fa.ok) return;
    expect(fa.errors).toEqual({
      title: 'عنوان الزامی است',
      conditions: 'دست‌کم یک قانون باید افزوده شود و همه‌ی قانون‌ها کامل باشند.',
      company_vehicles: 'انتخاب خودرو یا برچسب الزامی است.',
    });
    expect(fa.keys).toContain('required');
    const en = checkBody(ruleInput, { title: 'x', company_vehicles: [1], conditions: [{}] }, 'rules', 'en');
    expect(en.ok ? {} : en.errors).toEqual({
      conditions: 'At least one rule must be added and all rules completed.',
    });
  });

  it('answers the parsed body when valid', () => {
    const ok = checkBody(
      ruleInput,
      {
        title: 'x',
        company_vehicle_tags: [2],
        conditions: [{ metric: 'speed', operator: '>', threshold: '80' }],
      },
      'rules',
      'en',
    );
    expect(ok.ok && ok.value.conditions[0]?.threshold).toBe(80);
  });
});
