import { rememberingSigner } from '../src';

describe('rememberingSigner', () => {
  it('signs a message once and gives the same signature again', () => {
    const sign = jest.fn((message: string) => `sig:${message}`);
    const remembering = rememberingSigner(sign);
    expect(remembering('/a.jpg?width=100')).toBe('sig:/a.jpg?width=100');
    expect(remembering('/a.jpg?width=100')).toBe('sig:/a.jpg?width=100');
    expect(remembering('/b.jpg')).toBe('sig:/b.jpg');
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('holds at most its limit, starting over when full', () => {
    const sign = jest.fn((message: string) => `sig:${message}`);
    const remembering = rememberingSigner(sign, 2);
    remembering('1');
    remembering('2');
    remembering('3'); // full: forgets 1 and 2
    remembering('3');
    remembering('1');
    expect(sign.mock.calls.map(([message]) => message)).toEqual(['1', '2', '3', '1']);
  });
});
