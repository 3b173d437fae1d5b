import { describe, expect, it } from 'vitest';
import { alignmentPositions, dataCodewords, encodeQr, formatBits, interleavedCodewords, reedSolomonDivisor, reedSolomonRemainder, versionFor } from './qrCode.ts';

const URI = 'otpauth://totp/Northbet%3A1000011?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Northbet';

describe('the QR encoder', () => {
  it('has the standard level-M capacities and alignment positions', () => {
    expect([1, 2, 5, 7, 10].map(dataCodewords)).toEqual([16, 28, 86, 124, 216]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(10)).toEqual([6, 28, 50]);
  });

  it('gives the standard format bits of level M', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(2).toString(2).padStart(15, '0')).toBe('101111001111100');
  });

  it('computes Reed-Solomon codewords the standard\'s example has (version 1-M, "01234567")', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomonRemainder(data, reedSolomonDivisor(10))).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('interleaves every codeword of a multi-block version once', () => {
    const data = Array.from({ length: dataCodewords(7) }, (_, i) => i & 255);
    expect(interleavedCodewords(data, 7)).toHaveLength(196);
  });

  it('draws an otpauth URI with its finder patterns in the three corners', () => {
    const modules = encodeQr(URI);
    const version = versionFor(new TextEncoder().encode(URI).length);
    expect(modules).toHaveLength(version * 4 + 17);
    const finder = (x: number, y: number) => [0, 1, 2, 3, 4, 5, 6].map((dy) => [0, 1, 2, 3, 4, 5, 6].map((dx) => (modules[y + dy][x + dx] ? 1 : 0)).join('')).join('/');
    const expected = '1111111/1000001/1011101/1011101/1011101/1000001/1111111';
    const far = modules.length - 7;
    expect([finder(0, 0), finder(far, 0), finder(0, far)]).toEqual([expected, expected, expected]);
  });
});
