import { pageWindow } from '../src/content/page-window';

describe('results pagination: min, max and total', () => {
  it('shows the first page of a long list', () => {
    expect(pageWindow({ limit: 20, offset: 0, total: 45 })).toEqual({
      min: 1,
      max: 20,
      total: 45,
      page: 1,
      previousPage: undefined,
      nextPage: 2,
    });
  });

  it('shows a middle page with both neighbours', () => {
    expect(pageWindow({ limit: 20, offset: 20, total: 45 })).toMatchObject({
      min: 21,
      max: 40,
      page: 2,
      previousPage: 1,
      nextPage: 3,
    });
  });

  it('ends the last page at the total', () => {
    expect(pageWindow({ limit: 20, offset: 40, total: 45 })).toMatchObject({
      min: 41,
      max: 45,
      page: 3,
      previousPage: 2,
      nextPage: undefined,
    });
  });

  it('shows nothing for an empty list, and survives nonsense paging', () => {
    expect(pageWindow({ limit: 20, offset: 0, total: 0 })).toMatchObject({
      min: 0,
      max: 0,
      total: 0,
    });
    expect(pageWindow({ limit: 0, offset: -5, total: 3 })).toMatchObject({
      min: 1,
      max: 1,
      total: 3,
    });
    expect(pageWindow({ limit: 20, offset: 100, total: 45 })).toMatchObject({
      min: 45,
      max: 45,
      nextPage: undefined,
    });
  });
});
