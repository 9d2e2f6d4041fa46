import { QueryLayout } from '@/components/query-layout';

// This section's screens use TanStack Query (docs/decisions/0021).
export default QueryLayout;
