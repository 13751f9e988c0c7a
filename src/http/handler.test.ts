import { describe, expect, it } from 'vitest';
import { requestUrl } from './handler';

describe('a request’s address', () => {
  it('reads its path as a path: // is the root’s path, //desk is no host named desk', () => {
    expect(requestUrl({ url: '//' }).pathname).toBe('//');
    expect(requestUrl({ url: '//desk/x?y=1' })).toMatchObject({ host: 'localhost', pathname: '//desk/x', search: '?y=1' });
    expect(requestUrl({ url: undefined }).pathname).toBe('/');
  });
});
