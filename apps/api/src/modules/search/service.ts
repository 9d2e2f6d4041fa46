import type { Listing } from '@lp/contract/common';
import type { FixmeCard } from '@lp/contract/fixme';
import type { InterviewCard } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import type { Post } from '@lp/contract/posts';
import type { QuestionCard } from '@lp/contract/questions';
import type { NextItem, SearchCards, SearchGroup, SearchGroups, SearchSuggestion } from '@lp/contract/search';
import {
  hashtagOf,
  isSearchableModel,
  SEARCH_GROUP_SIZE,
  SEARCHABLE_MODELS,
  type SearchableModel,
  type SearchModel,
  SUGGESTION_TERM_MIN_LENGTH,
  SUGGESTIONS_LIMIT,
} from '@lp/contract/search-models';
import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { courseCardsByIds, instituteCardsByIds, jobCardsByIds, roadmapCardsByIds } from '../../shared/cards.ts';
import { quizCardsByIds } from '../../shared/quiz-cards.ts';
import { slideDeckCardsByIds } from '../../shared/slide-deck-cards.ts';
import { createNextItems, type NextExclude } from './next-items.ts';
import { type MatchMode, matchMode, rankedIds, withTrigrams } from './ranked-ids.ts';
import { mix, suggestionsOf } from './suggestions.ts';

/**
 * Full-text search on the weighted `search` tsvector columns (title A > summary B > description C)
 * plus pg_trgm similarity on the title for typos. Both conditions are served by GIN indexes
 * (`*_search_idx` and `*_trgm_idx`, combined by a BitmapOr).
 */

/** The cards that other modules build, handed in by the composition root. */
export type SearchPorts = {
  cards: {
    fixme: (ids: number[], viewerId: number | null) => Promise<FixmeCard[]>;
    interview: (ids: number[]) => Promise<InterviewCard[]>;
    question: (ids: number[]) => Promise<QuestionCard[]>;
    post: (ids: number[], viewerId: number | null) => Promise<Post[]>;
  };
  /** Premium items the caller cannot open go after those they can in the next-item search. */
  isPremium: PremiumCheck;
};

type CardsByIds = { [M in SearchableModel]: (ids: number[], viewerId: number | null) => Promise<SearchCards[M][]> };

export function createSearchService(db: Database, ports: SearchPorts) {
  const cardsByIds: CardsByIds = {
    course: (ids) => courseCardsByIds(db, ids),
    institute: (ids) => instituteCardsByIds(db, ids),
    job: (ids) => jobCardsByIds(db, ids),
    roadmap: (ids) => roadmapCardsByIds(db, ids),
    quiz: (ids) => quizCardsByIds(db, ids),
    slide: (ids) => slideDeckCardsByIds(db, ids),
    fixme: (ids, viewerId) => ports.cards.fixme(ids, viewerId),
    interview: (ids) => ports.cards.interview(ids),
    question: (ids) => ports.cards.question(ids),
    post: (ids, viewerId) => ports.cards.post(ids, viewerId),
  };
  const nextItems = createNextItems(db, ports.isPremium);

  async function cardsOf<M extends SearchableModel>(model: M, ids: number[], viewerId: number | null): Promise<SearchCards[M][]> {
    return cardsByIds[model](ids, viewerId);
  }

  return {
    /**
     * Every searchable model's count and first results (the "All" tab and the tab counts). For a
     * hashtag term, posts and questions come first.
     */
    async groups(term: string, viewerId: number | null = null): Promise<SearchGroups> {
      const ranked = await withTrigrams(db, async (tx) => {
        const modes: MatchMode[] = [];
        for (const model of SEARCHABLE_MODELS) modes.push(await matchMode(tx, model, term));
        // Where some model matches the words (or their starts), another's look-alike titles are noise ("pyth" is not "Path").
        const matched = modes.some((mode) => mode !== 'typo');
        const out: { model: SearchableModel; ids: number[]; count: number }[] = [];
        for (const [index, model] of SEARCHABLE_MODELS.entries()) {
          const mode = modes[index]!;
          const first = { limit: SEARCH_GROUP_SIZE, offset: 0 };
          out.push({
            model,
            ...(matched && mode === 'typo' && !hashtagOf(term)
              ? { ids: [], count: 0 }
              : await rankedIds(tx, model, term, first, mode)),
          });
        }
        return out;
      });
      const groups = await Promise.all(
        ranked.map(
          async ({ model, ids, count }) => ({ model, count, results: await cardsOf(model, ids, viewerId) }) as SearchGroup,
        ),
      );
      if (hashtagOf(term)) {
        const first = (group: SearchGroup) => (group.model === 'post' ? 0 : group.model === 'question' ? 1 : 2);
        groups.sort((a, b) => first(a) - first(b));
      }
      return { term, groups };
    },

    /** One model's matches as a listing; `next` is the next-item search. */
    async listing(
      model: SearchModel,
      term: string,
      page: { page: number; page_size: number },
      options: { viewerId?: number | null; exclude?: NextExclude } = {},
    ): Promise<Listing<SearchCards[SearchableModel] | NextItem>> {
      const viewerId = options.viewerId ?? null;
      if (model === 'next') return nextItems(term, page, viewerId, options.exclude);
      if (!isSearchableModel(model)) return toListing([], 0, page, MESSAGES.noMoreItems);
      const { ids, count } = await withTrigrams(db, (tx) => rankedIds(tx, model, term, pageWindow(page)));
      return toListing(await cardsOf(model, ids, viewerId), count, page, MESSAGES.noMoreItems);
    },

    /**
     * Up to SUGGESTIONS_LIMIT titles for the header's type-ahead; a term under two characters gets
     * none. Titles that start like the term come first; only when none does, titles with a typo.
     */
    async suggestions(term: string, model?: SearchModel): Promise<SearchSuggestion[]> {
      if (term.length < SUGGESTION_TERM_MIN_LENGTH) return [];
      if (model !== undefined && !isSearchableModel(model)) return [];
      const models = model ? [model] : SEARCHABLE_MODELS;
      const prefixed = await suggestionsOf(db, models, term, 'prefix');
      const perModel = prefixed.some((list) => list.length > 0) ? prefixed : await suggestionsOf(db, models, term, 'typo');
      return mix(perModel, SUGGESTIONS_LIMIT).map(({ score: _score, position: _position, ...suggestion }) => suggestion);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
