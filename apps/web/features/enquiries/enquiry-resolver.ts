import { zodResolver } from '@hookform/resolvers/zod';
import { enquiryFieldsSchema } from '@lp/contract/enquiries';

/** The enquiry form's checks: the contract's rules, loaded with the form's first check (lib/lazy-resolver.ts). */
export const enquiryResolver = zodResolver(enquiryFieldsSchema);
