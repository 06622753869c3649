/** `/harnesses/:id/webhooks[/:wid]`, each part escaped once here. */
export function webhooksPath(harnessId: string, wid?: number): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/webhooks`;
  return wid === undefined ? base : `${base}/${wid}`;
}

/** Every cached read of one harness's webhooks (and their logs) lives under this key. */
export const webhooksKey = (harnessId: string) => ['harnesses', harnessId, 'webhooks'] as const;

export const deliveriesKey = (harnessId: string, wid: number) =>
  [...webhooksKey(harnessId), 'deliveries', wid] as const;
