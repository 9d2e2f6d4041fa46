import { describe, expect, it } from 'vitest';
import { enquiryFieldsSchema, mobileSchema, pinCodeSchema } from './enquiries.ts';
import { MESSAGES } from './messages.ts';

describe('mobileSchema', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 6000000000 ', '6000000000'],
    ['9198765432', '9198765432'],
  ])('accepts %j as %s', (input, digits) => {
    expect(mobileSchema.parse(input)).toBe(digits);
  });

  it.each(['', '5876543210', '987654321', '98765432101', '+9198765432', '+44 7911 123456', '0091 9876543210', '98765x3210'])(
    'refuses %j with the spec message',
    (input) => {
      const result = mobileSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.mobile);
    },
  );
});

describe('pinCodeSchema', () => {
  it.each([
    ['560001', '560001'],
    ['560 001', '560001'],
    ['110011', '110011'],
  ])('accepts %j', (input, pin) => {
    expect(pinCodeSchema.parse(input)).toBe(pin);
  });

  it.each(['', '012345', '56001', '5600011', 'abcdef'])('refuses %j with the spec message', (input) => {
    const result = pinCodeSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.pinCode);
  });
});

it('reports every bad field of the form', () => {
  const result = enquiryFieldsSchema.safeParse({ name: '', email: 'x', mobile: '1', pin_code: '0' });
  expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['name', MESSAGES.fullNameRequired],
    ['email', MESSAGES.emailInvalid],
    ['mobile', MESSAGES.mobile],
    ['pin_code', MESSAGES.pinCode],
  ]);
});
