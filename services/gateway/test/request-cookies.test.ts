// One reading of a request's Cookie header (request/request-cookies.ts), shared by the page
// path, the readers' APIs and AMP consent: parsed on first use, kept for the request.
import type { FastifyRequest } from 'fastify';
import { cookiesOf } from '../src/request/request-cookies';

const requestWith = (cookie?: string | string[]) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

describe('cookiesOf', () => {
  it('reads each cookie by name, the first of a name repeated, values decoded', () => {
    const cookies = cookiesOf(requestWith('a=1; b=x%20y; a=2'));
    expect(cookies).toEqual({ a: '1', b: 'x y' });
  });

  it('gives no cookies without a header, and reads the first of a repeated header', () => {
    expect(cookiesOf(requestWith())).toEqual({});
    expect(cookiesOf(requestWith(['a=1', 'a=2'])).a).toBe('1');
  });

  it('parses once per request and keeps it, apart for each request', () => {
    const request = requestWith('a=1');
    const first = cookiesOf(request);
    (request.headers as Record<string, string>).cookie = 'a=changed';
    expect(cookiesOf(request)).toBe(first);
    expect(cookiesOf(requestWith('a=other')).a).toBe('other');
  });
});
