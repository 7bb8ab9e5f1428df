import type { SimpleRecord } from '@navgan/domain/resources/simple-resource';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleDefinition } from '../lib/resource/simple-definition';
import { button, click, pageOf, screenSuite, shownError, staffAnswer } from '../test/screen-driver';
import { RecordPage } from './record-page';

const tags = simpleDefinition('tags');

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../lib/api/api', () => ({ api }));

const tag = {
  id: 4,
  fa_title: 'یخچال‌دار',
  en_title: 'Refrigerated',
  organizations: [],
} as unknown as SimpleRecord<'tags'>;

const mount = screenSuite(api, answers);
const open = (mode: 'add' | 'view', locale: 'fa' | 'en') =>
  mount(
    <RecordPage resource={tags} mode={mode} />,
    locale,
    mode === 'view' ? { path: '/:lang/tags/view/:id', at: `/${locale}/tags/view/4` } : undefined,
  );

describe('the record page of a resource (tags)', () => {
  beforeEach(() => {
    answers.set('vehicles/companies/tags/4/', tag);
    answers.set('audits/', pageOf([]));
  });

  it('shows the record read-only under its field labels', async () => {
    const view = await open('view', 'fa');
    expect(view.text('view-fa_title')).toContain('عنوان فارسی');
    expect(view.text('view-fa_title')).toContain('یخچال‌دار');
    expect(view.text('view-en_title')).toContain('Refrigerated');
  });

  it('offers the edit screen only to those who may change the record', async () => {
    await open('view', 'en');
    expect(button(/Edit/)).toBeDefined();
    answers.set('users/office-staffs/', staffAnswer({ tags: ['view'] }));
    await open('view', 'en');
    expect(button(/Edit/)).toBeUndefined();
  });

  it('says which required field is missing, in the language of the screen', async () => {
    await open('add', 'fa');
    await click(document.querySelector('button[type="submit"]'));
    expect(shownError('fa_title')).toBe('عنوان فارسی الزامی است');
    expect(api.post).not.toHaveBeenCalled();
  });
});
