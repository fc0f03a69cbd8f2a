import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isGstStateCode, normaliseGstin } from './gstin';

describe('a GSTIN', () => {
  it.each(['27AAGCG4576J1Z6', '27AAACI1681G1ZP', '24AACCT3352M1Z9'])('%s is whole', (gstin) => {
    expect(gstinProblem(gstin)).toBe('ok');
  });

  it.each(['27AAGCG4576J1Z8', '25AAACI1681G1Z4'])('%s has a wrong check character', (gstin) => {
    expect(gstinProblem(gstin)).toBe('check');
  });

  it('works out the check character from the first fourteen', () => {
    expect(gstinCheckCharacter('27AAGCG4576J1Z')).toBe('6');
    expect(gstinCheckCharacter('27AAACI1681G1Z')).toBe('P');
  });

  it('knows the state codes 01–38, 97 and 99 only', () => {
    expect(['01', '27', '38', '97', '99'].every(isGstStateCode)).toBe(true);
    expect(['00', '39', '96', '98', '2', 'AB'].some(isGstStateCode)).toBe(false);
    expect(gstinProblem('40AAGCG4576J1Z6')).toBe('state');
  });

  it('refuses what is not 15 characters of the pattern', () => {
    for (const text of [
      '',
      '27AAGCG4576J1Z',
      '27AAGCG4576J1Z66',
      '2XAAGCG4576J1Z6',
      '27AAGC14576J1Z6',
      '27AAGCG4576J0Z6',
    ]) {
      expect(gstinProblem(text)).toBe('shape');
    }
  });

  it("reads NIC's test GSTINs as a bad check character, not a bad shape", () => {
    expect(gstinProblem('37BZNPM9430M1KL')).toBe('check');
  });

  it('is written without spaces, in capitals', () => {
    expect(normaliseGstin(' 27aagcg 4576j1z6 ')).toBe('27AAGCG4576J1Z6');
  });
});
