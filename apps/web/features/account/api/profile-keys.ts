export const profileKeys = {
  all: ['account'] as const,
  profile: () => [...profileKeys.all, 'profile'] as const,
  deleteReasons: () => [...profileKeys.all, 'delete-reasons'] as const,
};
