// Every error code the API can answer in { error: { code, message } }, and the few the web
// client makes itself. One style: lower snake_case, subject first (`code_used`,
// `invitation_expired`). The server's AppError accepts only these, the OpenAPI document lists
// them, and the web app branches on these constants, never on message text or a literal.

const SERVER_CODES = {
  // general
  Validation: 'validation',
  NotFound: 'not_found',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  CrossOrigin: 'cross_origin',
  PayloadTooLarge: 'payload_too_large',
  RateLimited: 'rate_limited',
  HttpError: 'http_error',
  Internal: 'internal',
  Unavailable: 'unavailable',
  // signing in and passwords (better-auth's errors in our words)
  InvalidCredentials: 'invalid_credentials',
  InvalidToken: 'invalid_token',
  InvalidEmail: 'invalid_email',
  PasswordTooShort: 'password_too_short',
  PasswordTooLong: 'password_too_long',
  AuthError: 'auth_error',
  // first super admin
  SetupDone: 'setup_done',
  SetupLinkInvalid: 'setup_link_invalid',
  SetupLinkExpired: 'setup_link_expired',
  // invitations and accounts
  InvitationUsed: 'invitation_used',
  InvitationExpired: 'invitation_expired',
  InvitationOtherAccount: 'invitation_other_account',
  AccountExists: 'account_exists',
  LastSuperAdmin: 'last_super_admin',
  // municipalities
  MunicipalityExists: 'municipality_exists',
  // the official candidate list
  CandidateNumberTaken: 'candidate_number_taken',
  /** An import would remove candidates who have access codes: asked again with confirm_removals. */
  RemovalsUnconfirmed: 'removals_unconfirmed',
  // candidate access codes and submissions
  CodeUnknown: 'code_unknown',
  CodeUsed: 'code_used',
  CodeExpired: 'code_expired',
  /** The code's official candidate left the official list: the code no longer works. */
  CodeWithdrawn: 'code_withdrawn',
  SubmissionNotPending: 'submission_not_pending',
  /** The candidate's paper form was already typed in and waits for review. */
  PaperEntryPending: 'paper_entry_pending',
  /** No mail relay is configured (SMTP_URL unset): an email cannot be sent. */
  MailOff: 'mail_off',
  /** The answering deadline ("Vastausaika päättyy") has passed. */
  AnsweringClosed: 'answering_closed',
  // photo uploads
  UploadForbidden: 'upload_forbidden',
  UploadMissing: 'upload_missing',
  UploadType: 'upload_type',
  UploadTooLarge: 'upload_too_large',
  UploadDimensions: 'upload_dimensions',
  UploadUnreadable: 'upload_unreadable',
} as const;

/** Made by the web client, never answered by the server. */
const CLIENT_CODES = {
  /** The server could not be reached. */
  NetworkError: 'network_error',
  /** The server answered something that is not our JSON. */
  InvalidResponse: 'invalid_response',
  /** The person stopped a photo upload. */
  UploadAborted: 'upload_aborted',
} as const;

export const ErrorCode = { ...SERVER_CODES, ...CLIENT_CODES } as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ServerErrorCode = (typeof SERVER_CODES)[keyof typeof SERVER_CODES];

/** Every code the server may answer, in a stable order (for the OpenAPI document). */
export const SERVER_ERROR_CODES = Object.values(SERVER_CODES) as [
  ServerErrorCode,
  ...ServerErrorCode[],
];

/** A password that breaks a rule (too short or too long): the form marks the password field. */
export function isPasswordRuleError(code: string): boolean {
  return code === ErrorCode.PasswordTooShort || code === ErrorCode.PasswordTooLong;
}
