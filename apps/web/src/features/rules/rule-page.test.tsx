import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { button, click, inputNamed, screenSuite, shownError, typeInto } from '../../test/screen-driver';
import { RulePage } from './rule-page';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../lib/api/api', () => ({ api }));

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') =>
  mount(
    <>
      <Link to="/elsewhere">away</Link>
      <RulePage mode="add" />
    </>,
    locale,
  );

describe('the rule form on react-hook-form', () => {
  it("shows the schema's messages under the shared fields and over the rows, sending nothing", async () => {
    answers.set('vehicles/companies/summaries/', []);
    answers.set('vehicles/companies/tags/summaries/', []);
    const view = await open('fa');
    await click(button('ثبت'));
    expect(shownError('title')).toBe('عنوان الزامی است');
    expect(shownError('company_vehicles')).toBe('انتخاب خودرو یا برچسب الزامی است.');
    expect(view.text('rules-error')).toBe('دست‌کم یک قانون باید افزوده شود و همه‌ی قانون‌ها کامل باشند.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved edits', async () => {
    answers.set('vehicles/companies/summaries/', []);
    answers.set('vehicles/companies/tags/summaries/', []);
    const view = await open('en');
    await typeInto(inputNamed('title'), 'Too warm');
    await click(view.container.querySelector('a[href="/elsewhere"]'));
    expect(document.querySelector('[data-testid="unsaved-changes-dialog"]')).not.toBeNull();
  });
});
