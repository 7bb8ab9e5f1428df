import { describe, expect, it } from 'vitest';
import { crc16Ibm } from './crc16-ibm';

describe('CRC-16/IBM', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16Ibm(Buffer.from('123456789', 'ascii'))).toBe(0xbb3d);
  });

  it('gives 0xC7CF for the data part of the Codec 8 example 1 on the Teltonika wiki', () => {
    const packet = Buffer.from(
      '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF',
      'hex',
    );
    expect(crc16Ibm(packet, 8, packet.length - 4)).toBe(0xc7cf);
    expect(packet.readUInt32BE(packet.length - 4)).toBe(0xc7cf);
  });

  it('is 0 for no bytes and honours the range it is given', () => {
    expect(crc16Ibm(new Uint8Array())).toBe(0);
    const bytes = Buffer.from('xx123456789yy', 'ascii');
    expect(crc16Ibm(bytes, 2, 11)).toBe(0xbb3d);
  });
});
