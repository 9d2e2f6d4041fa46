import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYear,
  gstBreakdown,
  invoiceDescription,
  invoiceNumberFor,
  numberInHindiWords,
  numberInWords,
  paymentMethodName,
} from './invoice.ts';

describe('Indian invoice helpers', () => {
  it('writes numbers the Indian way (lakh, crore)', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(499)).toBe('Four Hundred Ninety-Nine');
    expect(numberInWords(1_299)).toBe('One Thousand Two Hundred Ninety-Nine');
    expect(numberInWords(2_50_000)).toBe('Two Lakh Fifty Thousand');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(amountInWords(49_950)).toBe('Indian Rupees Four Hundred Ninety-Nine and Fifty Paise Only');
  });

  it('writes amounts in Hindi words for a Hindi invoice', () => {
    expect(numberInHindiWords(0)).toBe('शून्य');
    expect(numberInHindiWords(51)).toBe('इक्यावन');
    expect(numberInHindiWords(499)).toBe('चार सौ निन्यानवे');
    expect(numberInHindiWords(2_50_000)).toBe('दो लाख पचास हज़ार');
    expect(numberInHindiWords(12_34_56_789)).toBe('बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी');
    expect(amountInWords(3_99_900, 'hi')).toBe('भारतीय रुपये तीन हज़ार नौ सौ निन्यानवे मात्र');
    expect(amountInWords(49_950, 'hi')).toBe('भारतीय रुपये चार सौ निन्यानवे और पचास पैसे मात्र');
    const yearly = { name: 'Yearly', type: 'yearly', durationMonths: 12 };
    expect(invoiceDescription(yearly, true)).toBe('Learnly Premium: Yearly plan (12 months), renewal');
    expect(invoiceDescription(yearly, false, 'hi')).toBe('Learnly प्रीमियम: सालाना प्लान (12 महीने)');
    expect(paymentMethodName('test', 'hi')).toBe('टेस्ट गेटवे');
    expect(paymentMethodName('razorpay', 'hi')).toBe('Razorpay');
  });

  it('splits GST-inclusive prices into taxable value and CGST + SGST, or IGST across states', () => {
    const within = gstBreakdown(49_900, null);
    expect(within.taxablePaise).toBe(42_288);
    expect(within.taxes).toEqual([
      { name: 'CGST', ratePercent: 9, amountPaise: 3_806 },
      { name: 'SGST', ratePercent: 9, amountPaise: 3_806 },
    ]);
    expect(within.placeOfSupply).toBe('Karnataka');
    const across = gstBreakdown(49_900, 'Maharashtra');
    expect(across.taxes).toEqual([{ name: 'IGST', ratePercent: 18, amountPaise: 7_612 }]);
    expect(across.taxablePaise + across.taxes[0]!.amountPaise).toBe(49_900);
  });

  it('numbers invoices by the Indian financial year (April to March, IST)', () => {
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28');
    expect(invoiceNumberFor(42, new Date('2026-11-23T00:00:00Z'))).toBe('LRN/2026-27/000042');
  });
});
