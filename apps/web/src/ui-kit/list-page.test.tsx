import type { SimpleRecord } from '@navgan/domain/resources/simple-resource';
import { describe, expect, it, vi } from 'vitest';
import { simpleDefinition } from '../lib/resource/simple-definition';
import { button, pageOf, rowTexts, screenSuite, staffAnswer } from '../test/screen-driver';
import { ListPage } from './list-page';

const tags = simpleDefinition('tags');

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), delete: vi.fn() }));
vi.mock('../lib/api/api', () => ({ api }));

const tag = {
  id: 4,
  fa_title: 'یخچال‌دار',
  en_title: 'Refrigerated',
  organizations: [],
} as unknown as SimpleRecord<'tags'>;

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') => mount(<ListPage resource={tags} />, locale);

describe('the list page of a resource (tags)', () => {
  it('shows a row per record under the column labels, and the count in Persian digits', async () => {
    answers.set('vehicles/companies/tags/', pageOf([tag]));
    const view = await open('fa');
    expect(rowTexts(view)).toEqual([expect.stringContaining('یخچال‌دار')]);
    expect(view.container.querySelector('thead')?.textContent).toContain('عنوان انگلیسی');
    expect(view.container.textContent).toContain('۱');
  });

  it('shows the empty state when there are no records', async () => {
    answers.set('vehicles/companies/tags/', pageOf([]));
    const view = await open('en');
    expect(view.text('list-empty')).toContain('New registration');
  });

  it('gives edit and delete only to those who may', async () => {
    answers.set('vehicles/companies/tags/', pageOf([tag]));
    answers.set('users/office-staffs/', staffAnswer({ tags: ['view', 'change'] }));
    const _view = await open('en');
    expect(button('New registration')).toBeUndefined();
    expect(button('Edit Refrigerated')).toBeDefined();
    expect(button('Delete Refrigerated')).toBeUndefined();
  });
});
