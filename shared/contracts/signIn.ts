import { z } from 'zod/mini';

/** Sign-in result (platform §3): the kinds redirect, success, fail and user_not_found. */
export const signInStatuses = ['redirect', 'success', 'fail', 'user_not_found'] as const;
export const signInResultSchema = z.object({
  status: z.enum(signInStatuses),
  message: z.optional(z.string()),
  retryAvailable: z.optional(z.boolean()),
  redirectUrl: z.optional(z.string()),
  state: z.optional(z.unknown()),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Error code the identity provider returns when no member matches (platform §8). */
export const userNotFoundErrorCode = 'AADB2C99002';

/**
 * Staff who sign in through the portal's staff sign-in may open the staff desk instead of
 * impersonating a member: the provider then ends the sign-in with this error code (no
 * member token is issued) after opening a desk session, and the portal goes to the desk.
 */
export const staffDeskErrorCode = 'staff_desk';
export const staffDeskPath = '/personal/';
