/** `/harnesses/:id/change-requests[/:n]`, each part escaped once here. */
export function requestsPath(harnessId: string, n?: number): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/change-requests`;
  return n === undefined ? base : `${base}/${n}`;
}

/** Every cached read of one harness's change requests lives under this key. */
export const requestsKey = (harnessId: string) =>
  ['harnesses', harnessId, 'change-requests'] as const;

export const requestKey = (harnessId: string, n: number) =>
  [...requestsKey(harnessId), 'one', n] as const;

/** The calendar and the schedules list: a request's schedule changes them too. */
export const schedulesKey = (harnessId: string) => ['harnesses', harnessId, 'schedules'] as const;
