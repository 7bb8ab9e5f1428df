import { describe, expect, it } from 'vitest';
import { resourceHref } from './resource-href';

describe('resourceHref', () => {
  it("builds the four screens' URLs from the route table", () => {
    expect(resourceHref('fa', 'tags', 'list')).toBe('/fa/tags/list');
    expect(resourceHref('en', 'drivers', 'add')).toBe('/en/drivers/add');
    expect(resourceHref('fa', 'drivers', 'edit', 12)).toBe('/fa/drivers/edit/12');
    expect(resourceHref('en', 'tags', 'view', '7')).toBe('/en/tags/view/7');
  });
});
