import { describe, expect, it } from 'vitest';
import { coursePrice } from './course-price.ts';

describe('coursePrice', () => {
  it('shows a premium course as included in Premium, never with a fee', () => {
    expect(coursePrice({ pricePaise: 8_000_00, isPremium: true })).toMatchObject({
      kind: 'premium',
      label: 'Included in Premium',
    });
  });

  it("shows a free course as Free and another course's fee as the institute's", () => {
    expect(coursePrice({ pricePaise: 0, isPremium: false })).toMatchObject({ kind: 'free', label: 'Free' });
    expect(coursePrice({ pricePaise: 41_500_00, isPremium: false })).toEqual({
      kind: 'fee',
      label: '₹41,500',
      caption: "Institute's course fee",
    });
  });
});
