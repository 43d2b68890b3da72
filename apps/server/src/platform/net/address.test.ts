import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressRange, isPublicAddress, mayReach, parseAllowance } from './address';

const NONE = parseAllowance(undefined);

test('public unicast addresses may be reached; this machine, private networks and special ranges may not', () => {
  for (const ip of ['8.8.8.8', '1.1.1.1', '203.0.114.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])
    assert.ok(isPublicAddress(ip), ip);
  const refused: Record<string, string> = {
    '127.0.0.1': 'loopback',
    '127.255.255.254': 'loopback',
    '10.0.0.1': 'private',
    '172.16.5.4': 'private',
    '172.31.255.255': 'private',
    '192.168.1.1': 'private',
    '169.254.169.254': 'linkLocal',
    '100.64.0.1': 'carrierGradeNat',
    '0.0.0.0': 'unspecified',
    '224.0.0.1': 'multicast',
    '255.255.255.255': 'broadcast',
    '::1': 'loopback',
    '::': 'unspecified',
    'fe80::1': 'linkLocal',
    'fd00::1': 'uniqueLocal',
    'fc12:3456::1': 'uniqueLocal',
    'ff02::1': 'multicast',
    // IPv4-mapped and IPv4-compatible: judged as the IPv4 address they carry
    '::ffff:127.0.0.1': 'loopback',
    '::ffff:7f00:1': 'loopback',
    '::ffff:169.254.169.254': 'linkLocal',
    '::ffff:10.1.2.3': 'private',
    '::127.0.0.1': 'loopback',
    '[::1]': 'loopback',
  };
  for (const [ip, range] of Object.entries(refused)) {
    assert.equal(addressRange(ip), range, ip);
    assert.ok(!mayReach(NONE, 'h', ip), ip);
  }
  // NAT64, 6to4 and Teredo embed other addresses: not plain public unicast, refused too.
  for (const ip of ['64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:4136:e378::1']) assert.ok(!isPublicAddress(ip), ip);
  for (const bad of ['', 'localhost', '127.1', '0x7f.0.0.1', '2130706433', '1.2.3.4.5']) {
    assert.equal(addressRange(bad), 'invalid', bad);
    assert.ok(!mayReach(NONE, 'h', bad), bad);
  }
});

test('the allowance opens the ranges, addresses and host names it lists, and nothing else', () => {
  const a = parseAllowance(
    ' 127.0.0.1, 10.20.0.0/16;[::1]\n fd00::/8 minio.internal. ::ffff:192.168.0.0/112 nonsense/3 300.1.1.1/8',
  );
  assert.deepEqual(a.ignored, ['nonsense/3', '300.1.1.1/8']);
  assert.deepEqual([...a.hosts], ['minio.internal']);
  assert.ok(mayReach(a, 'x', '127.0.0.1'));
  assert.ok(mayReach(a, 'x', '::ffff:127.0.0.1'), 'the mapped form of an allowed address');
  assert.ok(!mayReach(a, 'x', '127.0.0.2'));
  assert.ok(mayReach(a, 'x', '10.20.255.1'));
  assert.ok(!mayReach(a, 'x', '10.21.0.1'));
  assert.ok(mayReach(a, 'x', '::1'));
  assert.ok(mayReach(a, 'x', 'fd12::1'));
  assert.ok(mayReach(a, 'x', '192.168.3.4'), 'a mapped range is its IPv4 range');
  assert.ok(!mayReach(a, 'x', '169.254.169.254'));
  // A host name opens whatever it resolves to, except addresses no service has.
  assert.ok(mayReach(a, 'MINIO.internal', '10.9.9.9'));
  assert.ok(mayReach(a, 'minio.internal.', '169.254.1.1'));
  assert.ok(!mayReach(a, 'minio.internal', '0.0.0.0'));
  assert.ok(!mayReach(a, 'other.internal', '10.9.9.9'));
  // Never opened, even when listed.
  const wide = parseAllowance('0.0.0.0/0 ::/0');
  for (const ip of ['0.0.0.0', '::', '224.0.0.1', '255.255.255.255']) assert.ok(!mayReach(wide, 'x', ip), ip);
  assert.ok(mayReach(wide, 'x', '10.0.0.1'));
  assert.deepEqual(parseAllowance('').ranges, []);
});
