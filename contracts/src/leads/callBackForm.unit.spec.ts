import { describe, expect, it } from 'vitest';
import { checkCallBackForm } from './leadForms.ts';

describe('the call-back form', () => {
  it('asks for a name, then a mobile number', () => {
    expect(checkCallBackForm({})).toEqual([
      { path: 'firstName', message: 'Please enter your name' },
      { path: 'mobileNumber', message: 'Please enter your mobile number' },
    ]);
    expect(checkCallBackForm({ firstName: '  ', mobileNumber: '98765 43210' })).toEqual([
      { path: 'firstName', message: 'Please enter your name' },
    ]);
  });

  it('takes no email, or one that matches the simple pattern', () => {
    const form = { firstName: 'Dev', mobileNumber: '98765 43210' };
    expect(checkCallBackForm(form)).toEqual([]);
    expect(checkCallBackForm({ ...form, email: ' ' })).toEqual([]);
    expect(checkCallBackForm({ ...form, email: 'dev@example.in' })).toEqual([]);
    expect(checkCallBackForm({ ...form, email: 'dev at example' })).toEqual([
      { path: 'email', message: 'Email is invalid' },
    ]);
  });
});
