import { describe, expect, it } from 'vitest';
import { checkContactForm, nationalMobileDigits } from './leadForms.ts';

describe('contact number as Indians type it', () => {
  it.each(['+91 98765 43210', '098765 43210', '98765-43210', '91 98765 43210', '(+91) 98765.43210', '9876543210'])(
    '%s is 9876543210',
    (typed) => {
      expect(nationalMobileDigits(typed)).toBe('9876543210');
    },
  );

  it('passes the spec 10-digit check after normalising, and still refuses a short number', () => {
    const form = { firstName: 'A', lastName: 'B', email: 'a@b.in', message: 'Hi' };
    expect(checkContactForm({ ...form, mobileNumber: '+91 98765 43210' })).toEqual([]);
    expect(checkContactForm({ ...form, mobileNumber: '98765 4321' })).toEqual([
      { path: 'mobileNumber', message: 'Phone number must be 10 digits' },
    ]);
  });
});
