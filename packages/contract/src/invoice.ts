import { GST_RATE_PERCENT } from './constants.ts';
import type { Locale } from './locale.ts';

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

/** 0 to 99 in Hindi: each has its own word (इक्यावन is not "पचास एक"). */
const HINDI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस ' +
  'छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस ' +
  'उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरेसठ चौंसठ ' +
  'पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर ' +
  'उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे ' +
  'तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

/** 123456789 → "बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी" (Indian grouping, as Hindi says it). */
export function numberInHindiWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole number of at least 0');
  if (n < 100) return HINDI_BELOW_HUNDRED[n] ?? '';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  return [
    crore ? `${numberInHindiWords(crore)} करोड़` : '',
    lakh ? `${HINDI_BELOW_HUNDRED[lakh]} लाख` : '',
    thousand ? `${HINDI_BELOW_HUNDRED[thousand]} हज़ार` : '',
    hundred ? `${HINDI_BELOW_HUNDRED[hundred]} सौ` : '',
    rest ? HINDI_BELOW_HUNDRED[rest] : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * 399900 paise → "Indian Rupees Three Thousand Nine Hundred Ninety-Nine Only", or in Hindi
 * "भारतीय रुपये तीन हज़ार नौ सौ निन्यानवे मात्र".
 */
export function amountInWords(paise: number, locale: Locale = 'en'): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (locale === 'hi') {
    return `भारतीय रुपये ${numberInHindiWords(rupees)}${rest ? ` और ${numberInHindiWords(rest)} पैसे` : ''} मात्र`;
  }
  return `Indian Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

const HINDI_PLAN_TYPES: Record<string, string> = { monthly: 'मासिक', quarterly: 'तिमाही', yearly: 'सालाना' };

/**
 * The invoice's line: "Learnly Premium: Yearly plan (12 months), renewal", or in Hindi
 * "Learnly प्रीमियम: सालाना प्लान (12 महीने), रिन्यूअल" (a plan of another type keeps its name).
 */
export function invoiceDescription(
  plan: { name: string; type: string; durationMonths: number },
  renewal: boolean,
  locale: Locale = 'en',
): string {
  const months = plan.durationMonths;
  if (locale === 'hi') {
    const name = HINDI_PLAN_TYPES[plan.type] ?? plan.name;
    return `Learnly प्रीमियम: ${name} प्लान (${months} ${months === 1 ? 'महीना' : 'महीने'})${renewal ? ', रिन्यूअल' : ''}`;
  }
  return `Learnly Premium: ${plan.name} plan (${months === 1 ? '1 month' : `${months} months`})${renewal ? ', renewal' : ''}`;
}

/** How the invoice says the payment was made: the gateway's name ("Razorpay"), or the local test gateway. */
export function paymentMethodName(gateway: 'razorpay' | 'test', locale: Locale = 'en'): string {
  if (gateway === 'razorpay') return 'Razorpay';
  return locale === 'hi' ? 'टेस्ट गेटवे' : 'Test gateway';
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
