import { describe, expect, it } from 'vitest';
import { normalizeValues, validateForm } from './form-schema.js';

/** The rules both sides apply (the browser's island and the server's endpoint share them). */
const lead = { name: 'Ana', surname: 'Gil', email: 'ana@example.org', phone: '600123456', programType: 'fp-campus', programs: [1], privacy: true };

describe('phone (spec 5: numbers, +()-. and x; spaces are separators)', () => {
  it('accepts a number written with spaces, as the site prints its own ("+34 910 000 000"), and stores it without them', () => {
    for (const [typed, stored] of [
      ['+34 600 12 34 56', '+34600123456'],
      ['+34 910 000 000', '+34910000000'],
      ['+34\u00a0910\u00a0000\u00a0000', '+34910000000'],
      ['600\t123\t456', '600123456'],
      ['(+34) 91-000.00.00 x12', '(+34)91-000.00.00x12'],
    ]) {
      expect({ typed, errors: validateForm('basic', { ...lead, phone: typed }) }).toEqual({ typed, errors: {} });
      expect(normalizeValues({ phone: typed }).phone).toBe(stored);
    }
  });

  it('still answers letters and other symbols with the phone message', () => {
    for (const typed of ['+34 600 12 34 ab', '600#123#456', '600/123/456', '+34 600_123_456', 'six hundred']) {
      expect({ typed, errors: validateForm('basic', { ...lead, phone: typed }) }).toEqual({ typed, errors: { phone: 'phone' } });
    }
  });
});

describe('programmes (spec 5)', () => {
  it('the programme list is never an error while no programme type is chosen (it is disabled until then)', () => {
    expect(validateForm('landing', { ...lead, programType: '', programs: [] })).toEqual({ programType: 'required' });
    expect(validateForm('landing', { ...lead, programType: 'fp-campus', programs: [] })).toEqual({ programs: 'required' });
  });

  it('more than 3 programmes: "Select up to 3 programs"', () => {
    expect(validateForm('landing', { ...lead, programs: [1, 2, 3, 4] })).toEqual({ programs: 'maxPrograms' });
    expect(validateForm('landing', { ...lead, programs: [1, 2, 3] })).toEqual({});
  });
});
