/** The Atendimentos pages (docs/product/subscriber.md#support-requests). */
export const SUPPORT_PATHS = {
  request: '/panel/customer-service/request',
  inProgress: '/panel/customer-service/in-progress',
  closed: '/panel/customer-service/closed',
  detail: (id: string) => `/panel/customer-service/${encodeURIComponent(id)}`,
  addMessage: (id: string) => `/panel/customer-service/${encodeURIComponent(id)}/add-message`,
};
