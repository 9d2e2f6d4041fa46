import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { paginate } from './paging.ts';

const letters = 'abcdefg'.split('');
const read = {
  rows: async ({ limit, offset }: { limit: number; offset: number }) => letters.slice(offset, offset + limit),
  count: async () => letters.length,
};

describe('paginate', () => {
  it('reads one window of rows with the total, and names the next page while there is one', async () => {
    expect(await paginate({ page: 1, page_size: 3 }, read)).toEqual({ results: ['a', 'b', 'c'], next: 2, count: 7 });
    expect(await paginate({ page: 3, page_size: 3 }, read)).toEqual({ results: ['g'], next: null, count: 7 });
  });

  it('answers a page past the end with a 404 in the given words', async () => {
    const past = paginate({ page: 4, page_size: 3 }, read, 'No more jobs.');
    await expect(past).rejects.toBeInstanceOf(ApiError);
    await expect(past).rejects.toMatchObject({ status: 404, message: 'No more jobs.' });
    await expect(paginate({ page: 2, page_size: 10 }, read)).rejects.toMatchObject({ message: MESSAGES.noMoreItems });
  });
});
