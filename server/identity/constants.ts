/** Paths, lifetimes and limits of the local identity provider (see README.md). */

/** Where the two authorities are mounted (issuer = publicUrl + mount path). */
export const loginMountPath = '/idp';
export const passwordChangeMountPath = '/idp-password-change';

/** Our own interaction pages, outside the provider mounts. */
export const loginInteractionPath = '/idp-interaction';
export const passwordChangeInteractionPath = '/idp-password-change-interaction';
/** The stylesheet of every identity page. */
export const stylesheetPath = '/idp-interaction/assets/identity.css';
/** The one script of the identity pages: submits the sign-out the portal asked for. */
export const logoutScriptPath = '/idp-interaction/assets/logout.js';
/** The BankID sign-in page's script: the status and QR code each second (bankid.js). */
export const bankIdScriptPath = '/idp-interaction/assets/bankid.js';

/** Token and session lifetimes in seconds. */
export const accessTokenTtlSeconds = 10 * 60;
export const idTokenTtlSeconds = 10 * 60;
export const sessionTtlSeconds = 8 * 60 * 60;
export const authorizationCodeTtlSeconds = 60;
export const interactionTtlSeconds = 30 * 60;

/** Sign-in rate limits: failed attempts within the window refuse further attempts. */
export const rateLimitWindowSeconds = 15 * 60;
export const maxFailedAttemptsPerAccount = 5;
export const maxFailedAttemptsPerAddress = 20;

/** Staff member search returns at most this many members. */
export const maxMemberSearchHits = 20;

/** New passwords set at the password-change authority. */
export const minPasswordLength = 10;

/** How the member signed in: the `idp` claim and the session's `acr`. */
export const identityMethods = ['eid', 'password', 'staff'] as const;
export type IdentityMethod = (typeof identityMethods)[number];
