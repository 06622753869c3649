/** Where a refusal sends the caller: label moves that need approvals go through change requests. */
export const REQUESTS = (id: string) => `/api/v1/harnesses/${id}/change-requests`;
