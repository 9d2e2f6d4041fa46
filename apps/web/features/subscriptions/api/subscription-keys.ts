export const subscriptionKeys = {
  all: ['accounts', 'subscription'] as const,
  detail: ['accounts', 'subscription', 'detail'] as const,
  history: ['accounts', 'subscription', 'history'] as const,
  invoices: ['accounts', 'subscription', 'invoices'] as const,
  cancelReasons: ['accounts', 'subscription', 'cancel-reasons'] as const,
};
