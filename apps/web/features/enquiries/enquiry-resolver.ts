import { zodResolver } from '@hookform/resolvers/zod';
import { enquiryFieldsSchema } from '@lp/contract/enquiries';
import { localizedResolver } from '@/lib/localized-resolver';

/** The enquiry form's checks: the contract's rules in the page's language, loaded with the form's first check (lib/lazy-resolver.ts). */
export const enquiryResolver = localizedResolver(zodResolver(enquiryFieldsSchema));
