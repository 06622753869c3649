/** Problem details as the API sends them (RFC 9457). */
export interface ApiProblem {
  type?: string;
  status: number;
  title: string;
  detail: string;
  /**
   * What to branch on: the API gives every problem one (the route's, a lone field's, or its
   * status's word); absent only when something in between answered.
   */
  code?: string;
  /** The first error's field, when there are errors. */
  pointer?: string;
  /** `params` is there when the error is a core diagnostic (see DIAGNOSTIC_CODES). */
  errors?: {
    pointer: string;
    message: string;
    code: string;
    params?: Record<string, string | number>;
  }[];
  /** 412 on a draft entity: what the server holds now. */
  current?: unknown;
  [extra: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(readonly problem: ApiProblem) {
    super(problem.detail || problem.title);
    this.status = problem.status;
  }
}

export function isApiError(e: unknown, status?: number): e is ApiError {
  return e instanceof ApiError && (status === undefined || e.status === status);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The readable `hs_csrf` cookie the server sets at sign-in (double-submit CSRF guard). */
export function csrfToken(): string | undefined {
  const match = /(?:^|;\s*)hs_csrf=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export interface ApiResponse<T> {
  data: T;
  /** The `ETag` header, when the server sent one (draft entities carry their revision in it). */
  etag: string | null;
  status: number;
}

function prepare(path: string, init: RequestInit, accept: string): [string, RequestInit] {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('accept', accept);
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const csrf = UNSAFE.has(method) ? csrfToken() : undefined;
  if (csrf) headers.set('x-csrf-token', csrf);
  return [`/api/v1${path}`, { ...init, method, headers, credentials: 'same-origin' }];
}

/** The problem a failed response carries (or one made of its status and first bytes). */
function apiError(res: Response, text: string): ApiError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not problem JSON (a proxy's page): its start is the detail.
  }
  const problem = (body && typeof body === 'object' ? body : {}) as Partial<ApiProblem>;
  return new ApiError({
    ...problem,
    status: res.status,
    title: problem.title ?? res.statusText,
    detail: problem.detail ?? text.slice(0, 200),
  });
}

/** Same-origin request to the studio API with headers and status; the session cookie rides along. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  const res = await fetch(...prepare(path, init, 'application/json'));
  const text = await res.text();
  if (!res.ok) throw apiError(res, text);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { data: body as T, etag: res.headers.get('etag'), status: res.status };
}

/** An event stream of the studio API (read it with the core's `readEventStream`); a refusal throws its problem. */
export async function apiEventStream(
  path: string,
  init: RequestInit = {},
): Promise<ReadableStream<Uint8Array>> {
  const res = await fetch(...prepare(path, init, 'text/event-stream'));
  if (!res.ok || !res.body) throw apiError(res, await res.text());
  return res.body;
}

/** Same-origin fetch of the studio API returning only the body. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiRequest<T>(path, init)).data;
}

/** JSON body helper: `apiFetch(path, jsonBody('POST', value))`. */
export function jsonBody(method: string, value: unknown, headers: HeadersInit = {}): RequestInit {
  return { method, body: JSON.stringify(value), headers };
}
