/**
 * The device model a protocol version names: its first two hex digits (six for the 10-digit
 * versions of newer devices). Field layouts differ by model.
 */
const MODELS: Record<string, string> = {
  '02': 'GL200',
  '04': 'GV200',
  '06': 'GV300',
  '08': 'GMT100',
  '09': 'GV50P',
  '0F': 'GV55',
  '10': 'GV55 LITE',
  '11': 'GL500',
  '1A': 'GL300',
  '1F': 'GV500',
  '21': 'GL200',
  '25': 'GV300',
  '27': 'GV300W',
  '28': 'GL300VC',
  '2C': 'GL300W',
  '2D': 'GV500VC',
  '2F': 'GV55',
  '4F': 'GV56',
  '30': 'GL300',
  '31': 'GV65',
  '35': 'GV200',
  '36': 'GV500',
  '3F': 'GMT100',
  '40': 'GL500',
  '41': 'GV75W',
  '42': 'GT501',
  '44': 'GL530',
  '45': 'GB100',
  '50': 'GV55W',
  '52': 'GL50',
  '55': 'GL50B',
  '5E': 'GV500MAP',
  '6E': 'GV310LAU',
  '74': 'GV350CEU',
  BD: 'CV200',
  C2: 'GV600M',
  C3: 'GL320M',
  DC: 'GV600MG',
  DE: 'GL500M',
  DF: 'CV100LG',
  F1: 'GV350M',
  F8: 'GV800W',
  FC: 'GV600W',
  '802004': 'GV58LAU',
  '802005': 'GV355CEU',
  '80201E': 'GV30CEU',
};

export function queclinkModel(protocolVersion: string): string {
  const prefix = protocolVersion.length > 6 ? protocolVersion.slice(0, 6) : protocolVersion.slice(0, 2);
  return MODELS[prefix.toUpperCase()] ?? '';
}
