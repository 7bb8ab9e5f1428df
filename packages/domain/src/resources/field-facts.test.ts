import { describe, expect, it } from 'vitest';
import { driverInput } from './driver';
import { isRequiredField, maxLengthOf, minLengthOf } from './field-facts';
import { simpleInput } from './simple-resource';

const tagInput = simpleInput('tags');

describe('field facts', () => {
  it('knows which driver fields must be filled', () => {
    const required = Object.entries(driverInput.shape)
      .filter(([, schema]) => isRequiredField(schema))
      .map(([name]) => name)
      .sort();
    expect(required).toEqual(['first_name', 'gender', 'last_name', 'mobile', 'national_code']);
    expect(isRequiredField(tagInput.shape.fa_title)).toBe(true);
    expect(isRequiredField(tagInput.shape.en_title)).toBe(false);
  });

  it('finds the text limit through preprocess, refine and transform', () => {
    expect(maxLengthOf(tagInput.shape.fa_title)).toBe(100);
    expect(maxLengthOf(tagInput.shape.en_title)).toBe(100);
    expect(maxLengthOf(driverInput.shape.national_code)).toBe(10);
    expect(maxLengthOf(driverInput.shape.mobile)).toBe(16);
    expect(maxLengthOf(driverInput.shape.address)).toBe(500);
    expect(minLengthOf(driverInput.shape.first_name)).toBe(1);
  });

  it('has no limit for fields that are not text', () => {
    expect(maxLengthOf(driverInput.shape.hourly_salary)).toBeUndefined();
    expect(maxLengthOf(driverInput.shape.province)).toBeUndefined();
    expect(maxLengthOf(driverInput.shape.postal_code)).toBeUndefined();
  });
});
