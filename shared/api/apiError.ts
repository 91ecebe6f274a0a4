import { problemContentType, problemSchema, type Problem } from '../contracts/problem.ts';

/**
 * A failed API call. `type` is the problem+json `type` (the spec's error code), or
 * 'network' / 'invalidResponse' when no usable answer came. Map `type` to Swedish text
 * through shared/i18n; never show `problem.title` or `detail` to a member.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly type: string,
    readonly problem: Problem | null,
    options?: { cause?: unknown },
  ) {
    super(`API ${status} ${type}`, options);
  }
}

/** True for an ApiError (also one from another copy of this module), optionally of one type. */
export function isApiError(error: unknown, type?: string): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Partial<ApiError>;
  const apiError =
    error instanceof ApiError || (e.name === 'ApiError' && typeof e.type === 'string');
  return apiError && (type === undefined || e.type === type);
}

function fallbackType(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  return 'internal';
}

/** Turns a non-2xx response into an ApiError, reading its problem+json body when there is one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes(problemContentType) || contentType.includes('application/json')) {
    try {
      const parsed = problemSchema.safeParse(await response.json());
      if (parsed.success) return new ApiError(response.status, parsed.data.type, parsed.data);
    } catch {
      // An unreadable body: fall through to the status-based type.
    }
  }
  return new ApiError(response.status, fallbackType(response.status), null);
}
