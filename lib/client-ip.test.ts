import { describe, expect, it } from 'vitest';
import { MAX_FORWARDED_HOPS, normalizeIp, parseTrustedProxies, resolveClientIp } from './client-ip';

describe('normalizeIp', () => {
  it('keeps plain addresses and unwraps mapped, bracketed and ported forms', () => {
    expect(normalizeIp('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp(' 10.0.0.1:5678 ')).toBe('10.0.0.1');
    expect(normalizeIp('::1')).toBe('::1');
  });

  it('rejects what is not an address', () => {
    for (const bad of ['', 'unknown', '999.1.1.1', '1.2.3', 'a b', null, undefined]) {
      expect(normalizeIp(bad)).toBeNull();
    }
  });
});

describe('parseTrustedProxies', () => {
  it('accepts addresses and CIDR ranges of both families', () => {
    const list = parseTrustedProxies(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,,');
    expect(list.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list.check('127.0.0.2', 'ipv4')).toBe(false);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(parseTrustedProxies('').check('127.0.0.1', 'ipv4')).toBe(false);
  });

  it('names the entry that is neither an address nor a range', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.0/8/1', '::/129', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(`127.0.0.1, ${bad}`)).toThrow(`「${bad}」`);
    }
  });
});

describe('resolveClientIp', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8');
  const none = parseTrustedProxies('');

  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientIp({ peer: '203.0.113.7', forwardedFor: '1.1.1.1', trusted: none })).toBe(
      '203.0.113.7',
    );
    expect(resolveClientIp({ peer: '::ffff:203.0.113.7', forwardedFor: null, trusted: none })).toBe(
      '203.0.113.7',
    );
  });

  it('ignores the header of an untrusted peer', () => {
    expect(resolveClientIp({ peer: '203.0.113.7', forwardedFor: '1.1.1.1', trusted })).toBe(
      '203.0.113.7',
    );
  });

  it('takes the right-most hop that is not a trusted proxy', () => {
    const forwardedFor = '6.6.6.6, 198.51.100.2, 10.1.1.1';
    expect(resolveClientIp({ peer: '10.0.0.5', forwardedFor, trusted })).toBe('198.51.100.2');
  });

  it('takes the left-most hop when every hop is a trusted proxy', () => {
    expect(resolveClientIp({ peer: '10.0.0.5', forwardedFor: '10.3.3.3, 10.1.1.1', trusted })).toBe(
      '10.3.3.3',
    );
  });

  it('stops at a garbled hop and keeps the last trusted address', () => {
    expect(resolveClientIp({ peer: '10.0.0.5', forwardedFor: 'junk, 10.1.1.1', trusted })).toBe(
      '10.1.1.1',
    );
  });

  it('ignores an overlong header or one with too many hops', () => {
    const long = `${'1.2.3.4,'.repeat(1300)}5.6.7.8`;
    expect(resolveClientIp({ peer: '10.0.0.5', forwardedFor: long, trusted })).toBe('10.0.0.5');
    const hops = Array.from({ length: MAX_FORWARDED_HOPS + 1 }, () => '10.1.1.1').join(',');
    expect(resolveClientIp({ peer: '10.0.0.5', forwardedFor: hops, trusted })).toBe('10.0.0.5');
  });
});
