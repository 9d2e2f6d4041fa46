import { GST_RATE_PERCENT } from './constants.ts';

/**
 * The pieces of an Indian tax invoice for a plan sold at a GST-inclusive price: the taxable value,
 * CGST + SGST when the customer is in the supplier's state (or the state is unknown: place of
 * supply is then the supplier's address), IGST otherwise; and the total in words, Indian style.
 */
export const SUPPLIER = {
  name: 'Learnly Edtech Private Limited',
  address: '4th Floor, 27 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025',
  gstin: '29AAFCL4821K1Z5',
  state: 'Karnataka',
  stateCode: '29',
} as const;

/** Commercial training and coaching services. */
export const SAC_CODE = '999293';

export type TaxLine = { name: string; ratePercent: number; amountPaise: number };

export function gstBreakdown(totalPaise: number, customerState: string | null) {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const taxPaise = totalPaise - taxablePaise;
  const interState = customerState !== null && customerState.toLowerCase() !== SUPPLIER.state.toLowerCase();
  const half = GST_RATE_PERCENT / 2;
  const taxes: TaxLine[] = interState
    ? [{ name: 'IGST', ratePercent: GST_RATE_PERCENT, amountPaise: taxPaise }]
    : [
        { name: 'CGST', ratePercent: half, amountPaise: Math.floor(taxPaise / 2) },
        { name: 'SGST', ratePercent: half, amountPaise: taxPaise - Math.floor(taxPaise / 2) },
      ];
  return { taxablePaise, taxes, placeOfSupply: interState ? (customerState as string) : SUPPLIER.state };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** 123456789 → "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine" (Indian grouping). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole number of at least 0');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 399900 paise → "Indian Rupees Three Thousand Nine Hundred Ninety-Nine Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Indian Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** Indian financial year of a date (April to March), e.g. "2026-27". */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export function invoiceNumberFor(paymentId: number, paidAt: Date): string {
  return `LRN/${financialYear(paidAt)}/${String(paymentId).padStart(6, '0')}`;
}
