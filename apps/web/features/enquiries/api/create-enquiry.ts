import type { EnquiryBody } from '@lp/contract/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { myEnquiriesKey } from './get-my-enquiries';

/** Sends an enquiry (visitors too); `authenticated` says whether it was tied to the signed-in account. */
export function createEnquiry(body: EnquiryBody) {
  return unwrap(client.api.core.enquiry.$post({ json: body }));
}

export function useCreateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnquiry,
    onSuccess: ({ authenticated }) => {
      if (authenticated) void queryClient.invalidateQueries({ queryKey: myEnquiriesKey });
    },
  });
}
