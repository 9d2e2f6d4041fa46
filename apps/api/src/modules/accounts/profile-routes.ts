import {
  deleteAccountBodySchema,
  deleteReasonSchema,
  editBioBodySchema,
  editProfileBodySchema,
  profileSchema,
  publicProfileSchema,
  userInfoBodySchema,
} from '@lp/contract/accounts';
import { idParamSchema, okSchema } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '@lp/contract/uploads';
import { z } from 'zod';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { clearSessionCookie } from '../../platform/session-cookie.ts';
import { storeUploadedImage } from '../../platform/upload-step.ts';
import { readUpload } from '../../platform/uploads.ts';
import type { DeletionService } from './deletion-service.ts';
import type { ProfileService } from './profile-service.ts';

const tags = ['accounts'];

const getProfile = defineRoute({
  method: 'get',
  path: '/accounts/profile',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's profile with points and streaks",
  responses: { 200: dataResponse(profileSchema, 'The profile'), ...errorResponses(401) },
});

const editProfile = defineRoute({
  method: 'post',
  path: '/accounts/edit-profile',
  middleware: [signedIn] as const,
  tags,
  summary: 'Edit first name, last name, designation, student and time zone',
  request: { body: jsonBody(editProfileBodySchema) },
  responses: { 200: dataResponse(profileSchema, 'Saved'), ...errorResponses(400, 401, 415, 422) },
});

const editBio = defineRoute({
  method: 'post',
  path: '/accounts/edit-bio',
  middleware: [signedIn] as const,
  tags,
  summary: 'Edit the bio (empty clears it)',
  request: { body: jsonBody(editBioBodySchema) },
  responses: { 200: dataResponse(profileSchema, 'Saved'), ...errorResponses(400, 401, 415, 422) },
});

const userInfo = defineRoute({
  method: 'post',
  path: '/accounts/user-info',
  middleware: [signedIn] as const,
  tags,
  summary: 'The welcome form answers besides tags: student or working, designation, city, time zone',
  request: { body: jsonBody(userInfoBodySchema) },
  responses: { 200: dataResponse(profileSchema, 'Saved'), ...errorResponses(400, 401, 415, 422) },
});

const uploadPicture = defineRoute({
  method: 'post',
  path: '/accounts/upload-picture',
  middleware: [signedIn] as const,
  tags,
  summary: `Upload a profile picture (JPEG, PNG, WebP, AVIF or GIF, at most ${IMAGE_MAX_LABEL}; stored as WebP without metadata)`,
  request: {
    // Documented only: the handler reads the multipart body through the upload pipeline.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['picture'],
            properties: { picture: { type: 'string', format: 'binary', description: `At most ${IMAGE_MAX_BYTES} bytes` } },
          },
        },
      },
    },
  },
  responses: { 200: dataResponse(profileSchema, 'Saved'), ...errorResponses(400, 401, 413, 415, 422, 429) },
});

const removePicture = defineRoute({
  method: 'post',
  path: '/accounts/profile/remove-picture',
  middleware: [signedIn] as const,
  tags,
  summary: 'Back to the default avatar (the stored picture is deleted)',
  responses: { 200: dataResponse(profileSchema, 'Removed'), ...errorResponses(401) },
});

const publicProfile = defineRoute({
  method: 'get',
  path: '/accounts/users/{id}',
  middleware: [publicAccess] as const,
  tags,
  summary: "A learner's public profile: name, designation, bio, picture, points and streaks",
  request: { params: idParamSchema },
  responses: { 200: dataResponse(publicProfileSchema, 'The public profile'), ...errorResponses(404, 422) },
});

const deleteReasons = defineRoute({
  method: 'get',
  path: '/accounts/delete-reason',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Why people delete their account: the choices',
  responses: { 200: dataResponse(z.array(deleteReasonSchema), 'The reasons') },
});

const deleteAccount = defineRoute({
  method: 'post',
  path: '/accounts/delete-account',
  middleware: [signedIn] as const,
  tags,
  summary: 'Delete the account for good (confirm must be "yes"): personal data and files go, every session ends',
  request: { body: jsonBody(deleteAccountBodySchema) },
  responses: { 200: dataResponse(okSchema, 'Deleted'), ...errorResponses(400, 401, 415, 422) },
});

const exportData = defineRoute({
  method: 'get',
  path: '/accounts/data-export',
  middleware: [signedIn] as const,
  tags,
  summary: 'Your data: everything the product holds about the signed-in user, as a JSON file',
  responses: {
    200: {
      description: 'A JSON file (Content-Disposition: attachment)',
      content: {
        'application/json': {
          schema: z.object({
            exportedAt: z.string(),
            profile: profileSchema,
            records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
          }),
        },
      },
    },
    ...errorResponses(401),
  },
});

export function profileRouter(
  { profile, deletion }: { profile: ProfileService; deletion: DeletionService },
  deps: Pick<AppDeps, 'storage'>,
) {
  return createRouter()
    .openapi(getProfile, async (c) => {
      const user = c.var.user;
      return c.json({ data: await profile.profile(user.id) }, 200);
    })
    .openapi(editProfile, async (c) => {
      const user = c.var.user;
      const body = c.req.valid('json');
      return c.json({ data: await profile.editProfile(user.id, body) }, 200);
    })
    .openapi(editBio, async (c) => {
      const user = c.var.user;
      return c.json({ data: await profile.editBio(user.id, c.req.valid('json').bio) }, 200);
    })
    .openapi(userInfo, async (c) => {
      const user = c.var.user;
      return c.json({ data: await profile.saveUserInfo(user.id, c.req.valid('json')) }, 200);
    })
    .openapi(uploadPicture, async (c) => {
      const user = c.var.user;
      const upload = await readUpload(c, {
        field: 'picture',
        maxBytes: IMAGE_MAX_BYTES,
        accept: ['image'],
        uploader: `user:${user.id}`,
        messages: { missing: MESSAGES.selectImage, empty: MESSAGES.selectImage },
      });
      try {
        const images = await storeUploadedImage(deps.storage, 'avatars', upload, 'picture', { square: true });
        return c.json({ data: await profile.setPicture(user.id, images) }, 200);
      } finally {
        await upload.release();
      }
    })
    .openapi(removePicture, async (c) => {
      const user = c.var.user;
      return c.json({ data: await profile.removePicture(user.id) }, 200);
    })
    .openapi(publicProfile, async (c) => c.json({ data: await profile.publicProfile(c.req.valid('param').id) }, 200))
    .openapi(deleteReasons, async (c) => c.json({ data: deletion.reasons() }, 200))
    .openapi(deleteAccount, async (c) => {
      const user = c.var.user;
      await deletion.deleteAccount(user.id, c.req.valid('json').reason);
      clearSessionCookie(c);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(exportData, async (c) => {
      const user = c.var.user;
      const data = await deletion.exportData(user.id);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="learnly-your-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data as never, 200);
    });
}
