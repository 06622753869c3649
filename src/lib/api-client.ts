/** Problem details as the API sends them (RFC 9457). */
export interface ApiProblem {
  status: number;
  title: string;
  detail: string;
  errors?: { pointer: string; message: string; code: string }[];
}

export class ApiError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.detail);
  }
}

/** Same-origin fetch of the studio API; the session cookie rides along. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api/v1${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError(body as ApiProblem);
  return body as T;
}
