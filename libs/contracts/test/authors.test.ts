import { authorProfileSlug, twitterHandle } from '../src';

describe('authorProfileSlug', () => {
  it('is the lowercased full name joined with dashes, for authors with a bureau', () => {
    expect(authorProfileSlug({ firstName: 'Priya', lastName: 'Raman', bureau: 'New York' })).toBe(
      'priya-raman',
    );
    expect(
      authorProfileSlug({ firstName: 'Mary Ann', lastName: 'Van  Dyke', bureau: 'London' }),
    ).toBe('mary-ann-van-dyke');
  });

  it('does not exist without a bureau', () => {
    expect(authorProfileSlug({ firstName: 'Sam', lastName: 'Adeyemi' })).toBeUndefined();
    expect(
      authorProfileSlug({ firstName: 'Sam', lastName: 'Adeyemi', bureau: '' }),
    ).toBeUndefined();
  });
});

describe('twitterHandle', () => {
  it('adds the @ prefix when missing', () => {
    expect(twitterHandle('bytewire')).toBe('@bytewire');
    expect(twitterHandle('@bytewire')).toBe('@bytewire');
    expect(twitterHandle('  ')).toBeUndefined();
    expect(twitterHandle(undefined)).toBeUndefined();
  });
});
