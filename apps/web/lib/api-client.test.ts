import type { ApiRoutes } from '@lp/api/composition-root';
import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { CourseDetail, CourseListing } from '@lp/contract/courses';
import type { EnquiryCreated, MyEnquiry } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import type { CreateReviewBody, OwnReview } from '@lp/contract/reviews';
import type { SearchGroups } from '@lp/contract/search';
import { hc } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { client, type DataOf, toQuery, unwrap } from './api-client';
import { ApiError } from './api-error';

describe('the typed API client', () => {
  it('types each answer from the route’s own schema (checked by tsc in npm test)', () => {
    type MyEnquiries = DataOf<Awaited<ReturnType<typeof client.api.accounts.enquiries.$get>>>;
    expectTypeOf<MyEnquiries>().toEqualTypeOf<Listing<MyEnquiry>>();
    type Created = DataOf<Awaited<ReturnType<typeof client.api.core.enquiry.$post>>>;
    expectTypeOf<Created>().toEqualTypeOf<EnquiryCreated>();
    // A path that does not exist is a type error, not a 404 at run time.
    // @ts-expect-error no such route
    expect(client.api.core.enquiries).toBeDefined();
  });

  it('types a detail by slug, a listing with its query and a POST body from their routes', () => {
    // A course by id or slug: the answer is the contract's CourseDetail, and the path needs its parameter.
    const detail = client.api.core.courses[':id'].$get;
    expectTypeOf<DataOf<Awaited<ReturnType<typeof detail>>>>().toEqualTypeOf<CourseDetail>();
    // @ts-expect-error the path parameter is required
    const withoutSlug = () => detail({});
    expect(withoutSlug).toBeTypeOf('function');

    // The course list: the contract's CourseListing, which the catalogue grids take as Listing<CourseCard>;
    // the query's enums are checked.
    const courses = client.api.core.courses.$get;
    expectTypeOf<DataOf<Awaited<ReturnType<typeof courses>>>>().toEqualTypeOf<CourseListing>();
    expectTypeOf<CourseListing>().toExtend<Listing<CourseCard>>();
    type CoursesQuery = Parameters<typeof courses>[0]['query'];
    expectTypeOf<{ sort: 'rating'; page: '2' }>().toExtend<CoursesQuery>();
    expectTypeOf<{ sort: 'cheapest' }>().not.toExtend<CoursesQuery>();
    // A query read from the page's URL goes as it is (the API validates it: 422).
    expectTypeOf(toQuery('')).toExtend<CoursesQuery>();

    // Creating a review: the JSON body is the contract's CreateReviewBody and the answer its OwnReview.
    const createReview = client.api.core.reviews.$post;
    expectTypeOf<Parameters<typeof createReview>[0]['json']>().toEqualTypeOf<CreateReviewBody>();
    expectTypeOf<DataOf<Awaited<ReturnType<typeof createReview>>>>().toEqualTypeOf<OwnReview>();

    // One route, two answers (groups without `model`, a listing with it): the type says both.
    type Search = DataOf<Awaited<ReturnType<typeof client.api.core.search.$get>>>;
    expectTypeOf<SearchGroups>().toExtend<Search>();
    expectTypeOf<Listing<CourseCard>>().toExtend<Search>();
  });

  it('turns a query string or URLSearchParams into hc’s query, a repeated key as an array', () => {
    expect(toQuery('city=pune&level=diploma&level=certificate&q=')).toEqual({
      city: 'pune',
      level: ['diploma', 'certificate'],
      q: '',
    });
    expect(toQuery(new URLSearchParams({ page: '2', page_size: '20' }))).toEqual({ page: '2', page_size: '20' });
    expect(toQuery('')).toEqual({});
  });

  it('builds same-origin URLs with path parameters and the query', async () => {
    const urls: string[] = [];
    const capture = hc<ApiRoutes>('/', {
      fetch: async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return Response.json({ data: { ok: true } });
      },
    });
    await unwrap(capture.api.core.reviews[':id'].$delete({ param: { id: '42' } }));
    await unwrap(capture.api.accounts.enquiries.$get({ query: { page: '2', page_size: '10' } }));
    await unwrap(capture.api.core.courses.$get({ query: toQuery('level=diploma&level=certificate&city=pune') }));
    expect(urls).toEqual([
      '/api/core/reviews/42',
      '/api/accounts/enquiries?page=2&page_size=10',
      '/api/core/courses?level=diploma&level=certificate&city=pune',
    ]);
  });

  it('returns the data of a success and throws the server’s message and fields on failure', async () => {
    await expect(unwrap(Promise.resolve(Response.json({ data: { id: 7 } }, { status: 201 })) as never)).resolves.toEqual({
      id: 7,
    });
    const failure = unwrap(
      Promise.resolve(Response.json({ error: MESSAGES.mobile, fields: { mobile: MESSAGES.mobile } }, { status: 422 })) as never,
    );
    await expect(failure).rejects.toEqual(new ApiError(422, MESSAGES.mobile, { mobile: MESSAGES.mobile }));
    await expect(failure).rejects.toMatchObject({ status: 422, fields: { mobile: MESSAGES.mobile } });
  });

  it('turns a network failure into the default message, and lets an abort through', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.default,
    });
    const abort = new DOMException('aborted', 'AbortError');
    await expect(unwrap(Promise.reject(abort))).rejects.toBe(abort);
  });
});
