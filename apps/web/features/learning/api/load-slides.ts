import { serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';

/** Server components only: the slides page's calls. */
export const SLIDES_PAGE_SIZE = 12;
const FEATURED_COUNT = 8;

/** A page of the decks that are not featured (the featured ones have their row), newest first; settled so the page shows its own error. */
export function loadSlides(page: number) {
  return settle(
    serverData(
      serverApi().api.core.slides.$get({ query: { page: String(page), page_size: String(SLIDES_PAGE_SIZE), featured: 'false' } }),
    ),
  );
}

/** The featured decks for the row above the grid (null: the row is left out). */
export async function loadFeaturedSlides() {
  const listing = await serverDataOrNull(
    serverApi().api.core.slides.featured.$get({ query: { page_size: String(FEATURED_COUNT) } }),
  );
  return listing?.results ?? null;
}
