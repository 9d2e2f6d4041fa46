import { QueryLayout } from '@/components/query-layout';

// Editing uses the asking form, with TanStack Query (tags) (docs/decisions/0021).
export default QueryLayout;
