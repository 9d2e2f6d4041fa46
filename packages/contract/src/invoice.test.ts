import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, gstBreakdown, invoiceNumberFor, numberInWords } from './invoice.ts';

describe('Indian invoice helpers', () => {
  it('writes numbers the Indian way (lakh, crore)', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(499)).toBe('Four Hundred Ninety-Nine');
    expect(numberInWords(1_299)).toBe('One Thousand Two Hundred Ninety-Nine');
    expect(numberInWords(2_50_000)).toBe('Two Lakh Fifty Thousand');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(amountInWords(49_950)).toBe('Indian Rupees Four Hundred Ninety-Nine and Fifty Paise Only');
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
