import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';

/** A failed request's message in the page's language (the API's own already is), or null when nothing failed. */
export function useErrorText(): (error: unknown) => string | null {
  const contract = useContractMessage();
  return (error: unknown) => (error ? contract(errorMessage(error)) : null);
}
