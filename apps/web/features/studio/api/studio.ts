import type {
  StudioCourseCreate,
  StudioCoursePatch,
  StudioItemCreate,
  StudioItemPatch,
  StudioReorder,
  StudioStatus,
} from '@lp/contract/studio';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** The course studio's calls (issue 31): courses, outline, items, publish; pickers read the public lists. */

export const STUDIO_PAGE_SIZE = 20;

export const studioKeys = {
  all: ['studio'] as const,
  courses: (status: StudioStatus | 'all', page: number) => ['studio', 'courses', status, page] as const,
  course: (id: number) => ['studio', 'course', id] as const,
  picker: (kind: string) => ['studio', 'picker', kind] as const,
  institutes: (q: string) => ['studio', 'institutes', q] as const,
};

const studio = client.api.studio;
const idParam = (id: number) => ({ param: { id: String(id) } });

export function useStudioCourses(status: StudioStatus | 'all', page: number) {
  return useQuery({
    queryKey: studioKeys.courses(status, page),
    queryFn: ({ signal }) =>
      unwrap(
        studio.courses.$get(
          { query: { page: String(page), page_size: String(STUDIO_PAGE_SIZE), status: status === 'all' ? undefined : status } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStudioCourse(id: number) {
  return useQuery({
    queryKey: studioKeys.course(id),
    queryFn: ({ signal }) => unwrap(studio.courses[':id'].$get(idParam(id), { init: { signal } })),
  });
}

/** The institutes the caller may create a course for (an admin: any, narrowed by `q`). */
export function useStudioInstitutes(q: string) {
  return useQuery({
    queryKey: studioKeys.institutes(q),
    queryFn: ({ signal }) => unwrap(studio.institutes.$get({ query: { q: q || undefined } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function createStudioCourse(body: StudioCourseCreate) {
  return unwrap(studio.courses.$post({ json: body }));
}

/** A write on the course `id`: the course is read again afterwards (outline, "Unpublished changes"). */
function useCourseWrite<V, R>(_courseId: number, write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export const useUpdateCourse = (id: number) =>
  useCourseWrite(id, (patch: StudioCoursePatch) => unwrap(studio.courses[':id'].$patch({ ...idParam(id), json: patch })));

export const usePublishCourse = (id: number) =>
  useCourseWrite(id, () => unwrap(studio.courses[':id'].publish.$post(idParam(id))));

export const useUploadCover = (id: number) =>
  useCourseWrite(id, (file: File) => {
    const form = new FormData();
    form.set('picture', file);
    return unwrap(studio.courses[':id'].cover.$post(idParam(id), { init: { body: form } }));
  });

export const useAddModule = (courseId: number) =>
  useCourseWrite(courseId, (title: string) =>
    unwrap(studio.courses[':id'].modules.$post({ ...idParam(courseId), json: { title } })),
  );

export const useReorder = (courseId: number) =>
  useCourseWrite(courseId, (order: StudioReorder) =>
    unwrap(studio.courses[':id'].reorder.$post({ ...idParam(courseId), json: order })),
  );

export const useRenameModule = (courseId: number) =>
  useCourseWrite(courseId, ({ id, title }: { id: number; title: string }) =>
    unwrap(studio.modules[':id'].$patch({ ...idParam(id), json: { title } })),
  );

export const useDeleteModule = (courseId: number) =>
  useCourseWrite(courseId, (id: number) => unwrap(studio.modules[':id'].$delete(idParam(id))));

export const useAddItem = (courseId: number) =>
  useCourseWrite(courseId, ({ moduleId, body }: { moduleId: number; body: StudioItemCreate }) =>
    unwrap(studio.modules[':id'].items.$post({ ...idParam(moduleId), json: body })),
  );

export const useUpdateItem = (courseId: number) =>
  useCourseWrite(courseId, ({ id, patch }: { id: number; patch: StudioItemPatch }) =>
    unwrap(studio.items[':id'].$patch({ ...idParam(id), json: patch })),
  );

export const useDeleteItem = (courseId: number) =>
  useCourseWrite(courseId, (id: number) => unwrap(studio.items[':id'].$delete(idParam(id))));

/** The choices of a picker: the public lists, first 100 by title. */
export type PickerOption = { id: number; title: string };

export function usePicker(kind: 'quiz' | 'slides' | 'exercise', enabled = true) {
  return useQuery({
    queryKey: studioKeys.picker(kind),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<PickerOption[]> => {
      const query = { page: '1', page_size: '100' };
      const init = { init: { signal } };
      const listing =
        kind === 'quiz'
          ? await unwrap(client.api.core.quiz.$get({ query }, init))
          : kind === 'slides'
            ? await unwrap(client.api.core.slides.$get({ query }, init))
            : await unwrap(client.api.core.fixme.$get({ query }, init));
      return listing.results.map((r) => ({ id: r.id, title: r.title })).sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}

export function useStreamsAndTags() {
  return useQuery({
    queryKey: studioKeys.picker('streams'),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const [streams, tags, cities] = await Promise.all([
        unwrap(client.api.core['course-streams'].$get({}, { init: { signal } })),
        unwrap(client.api.core.tags.$get({ query: {} }, { init: { signal } })),
        unwrap(client.api.core.cities.$get({}, { init: { signal } })),
      ]);
      return { streams: streams.results, tags: tags.results, cities: cities.results };
    },
  });
}
