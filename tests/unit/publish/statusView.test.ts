import { describe, expect, it } from 'vitest';
import { givenStatusToken, isLoopback, statusView } from '../../../src/publish/statusView.ts';

const TOKEN = 'status-token-'.repeat(3);

const view = (
  socketAddress: string | undefined,
  headers: Record<string, string> = {},
  url = '/status',
  token: string | null = TOKEN,
) => statusView({ socketAddress, headers, url }, token);

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    '%s is the machine itself',
    (address) => expect(isLoopback(address)).toBe(true),
  );

  it.each([
    '10.1.2.3',
    '128.0.0.1',
    '::2',
    '::ffff:10.0.0.1',
    '192.0.2.127',
    'localhost',
    undefined,
  ])('%s is not', (address) => expect(isLoopback(address)).toBe(false));
});

describe('statusView: who sees raw causes on the status', () => {
  it('shows everything to a request from loopback that came through no proxy', () => {
    expect(view('127.0.0.1')).toBe('full');
    expect(view('::1')).toBe('full');
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
  ])(
    'treats loopback with %s: %s as an editor (a local proxy forwards everyone)',
    (name, value) => {
      expect(view('127.0.0.1', { [name]: value })).toBe('editor');
    },
  );

  it('treats any other address as an editor', () => {
    expect(view('203.0.113.9')).toBe('editor');
    expect(view(undefined)).toBe('editor');
  });

  it('shows everything with the status token, as a Bearer header or ?token=, from anywhere', () => {
    expect(view('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).toBe('full');
    expect(view('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, `/?token=${TOKEN}`)).toBe(
      'full',
    );
  });

  it('refuses a wrong token, or any token while STATUS_TOKEN is unset, even from loopback', () => {
    expect(view('127.0.0.1', { authorization: `Bearer ${TOKEN}x` })).toBe('refused');
    expect(view('203.0.113.9', {}, '/status?token=nope')).toBe('refused');
    expect(view('127.0.0.1', {}, `/?token=${TOKEN}`, null)).toBe('refused');
    // Without a token, STATUS_TOKEN unset changes nothing for loopback and editors.
    expect(view('127.0.0.1', {}, '/', null)).toBe('full');
    expect(view('203.0.113.9', {}, '/', null)).toBe('editor');
  });

  it('reads the header before the query, and an empty ?token= as none', () => {
    expect(givenStatusToken({ authorization: 'Bearer a' }, '/?token=b')).toBe('a');
    expect(givenStatusToken({ authorization: 'Basic a' }, '/?token=b')).toBe('b');
    expect(givenStatusToken({}, '/?token=')).toBeNull();
    expect(givenStatusToken({}, '/')).toBeNull();
  });
});
