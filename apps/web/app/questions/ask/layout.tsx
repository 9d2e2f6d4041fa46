import { QueryLayout } from '@/components/query-layout';

// Asking uses TanStack Query (tags, similar questions); the list and a question page do not (docs/decisions/0021).
export default QueryLayout;
