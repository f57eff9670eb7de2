/**
 * Every error code a person or a program can meet from sitegen: the CLI's (`sitegen: … → hint`,
 * and `--json`'s `error.code`), the content API's (`{"error": {"code", "message"}}` with its HTTP
 * status) and the preview's and editor's, which speak the API's. One entry per code: what it
 * means, where it is met, the HTTP status where it is an answer, what to do, and whether the CLI
 * offers a stack (`--verbose`) for it. The thrown error's own message names the page, field, URL
 * or option; this says what the code means whatever the case.
 *
 * `SitegenError` and `ApiError` take only these codes (a type error otherwise), and
 * `test/error-catalogue.test.ts` finds every code written in an answer's JSON. docs/errors.md is
 * generated from here (`npm run docs`).
 */
export type ErrorAudience = 'cli' | 'api' | 'preview';

export interface ErrorEntry {
  /** What happened, in a phrase. */
  readonly title: string;
  /** Who meets it: the command line, an API client (the editor, the build, a browser), the preview server. */
  readonly where: readonly ErrorAudience[];
  /** The HTTP status of an answer with this code. */
  readonly status?: number;
  /** What to do about it, in general (the error's own hint may be more precise). */
  readonly fix: string;
  /**
   * A mistake in what was typed or in the machine's state, fully told by message and hint: the CLI
   * does not suggest `--verbose` for a stack. Other codes may hide a bug worth a stack.
   */
  readonly typed?: true;
}

export const ERROR_CATALOGUE = {
  // The command line: options, settings and the machine.
  BAD_OPTION: { title: 'An option or argument has a value it does not take', where: ['cli'], fix: 'Correct the option named (`sitegen <command> --help` says what each takes).', typed: true },
  CONFIG_INVALID: { title: 'A setting in the environment or the config file is not valid', where: ['cli'], fix: 'Correct or unset the variable, or correct the key in the file named.', typed: true },
  CONFIG_UNREADABLE: { title: 'The config file cannot be read', where: ['cli'], fix: 'Fix the syntax of the config file or remove it.', typed: true },
  PORT_IN_USE: { title: 'The port is taken by another program', where: ['cli'], fix: 'Stop the other program or give another --port.', typed: true },
  PORT_NOT_ALLOWED: { title: 'This user may not listen on that port', where: ['cli'], fix: 'Give a port above 1023, or run as a user allowed to bind it.', typed: true },
  BAD_HOST: { title: '--host is not an address of this machine', where: ['cli'], fix: 'Use --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface).', typed: true },
  DISK_FULL: { title: 'The disk is full', where: ['cli'], fix: 'Free some space on that disk (or point --out elsewhere) and run the command again; a build leaves the previous output as it was.', typed: true },
  NOT_WRITABLE: { title: 'The folder cannot be written', where: ['cli'], fix: 'Give a folder this user may write to (--out, --db), or change its permissions.', typed: true },
  TOO_MANY_FILES: { title: 'The process may not open more files', where: ['cli'], fix: 'Raise the open-file limit (ulimit -n) or lower --concurrency.', typed: true },
  RUNTIME_NOT_COMPILED: { title: 'The browser runtime, stylesheets or fonts are not compiled', where: ['cli'], fix: 'Run `npm run compile` (npm ci runs it too), then the command again.' },
  NO_OUTPUT: { title: 'There is no output folder to serve', where: ['cli'], fix: 'Run `sitegen build` first.' },
  NO_DATABASE: { title: 'There is no database file at --db', where: ['cli'], fix: 'Pass --db with the file the API runs on, or seed one with `sitegen content seed`.' },

  // Building.
  PATH_NOT_FOUND: { title: 'No published page at a path given to --path', where: ['cli'], fix: 'Check the path (the public URL path, e.g. /en/open-day/) and that the page is published.' },
  LINKS_BROKEN: { title: 'Pages link to pages that are not published (--strict)', where: ['cli'], fix: 'Correct each link named, publish the page it leads to, or add a redirect from its path to a published page; without --strict these are warnings.', typed: true },
  PAGE_ERRORS: { title: 'Pages could not be built', where: ['cli'], fix: 'Fix the content in the CMS (or the module in modules/) named page by page and build again; the output was left as it was.' },
  BAD_REDIRECTS: { title: 'The redirect table has problems', where: ['cli'], fix: 'Fix the redirects named in the CMS and build again.' },
  MANIFEST_UNREADABLE: { title: 'The output\'s build manifest is not one this version writes', where: ['cli'], fix: 'Run a full `sitegen build` (without --path), which writes a new one.' },
  API_UNREACHABLE: { title: 'The content API did not answer', where: ['cli', 'preview'], fix: 'Check that the API is running at the address given (--api, SITEGEN_API) and reachable.' },
  API_NOT_FOUND: { title: 'The content API answered 404 to the build', where: ['cli'], fix: 'Check --site and the API address; the site or page may not exist there.' },
  API_ERROR: { title: 'The content API answered with an error', where: ['cli', 'preview'], fix: 'See the API\'s log for the request named, then run the command again.' },
  API_START_FAILED: { title: 'The embedded content API could not start', where: ['cli'], fix: 'Check --db (the file, or the PostgreSQL URL) and run with --verbose for details.' },

  // Databases and their schema.
  SCHEMA_OUTDATED: { title: 'The database\'s schema is older than this sitegen', where: ['cli'], fix: 'Run `sitegen db migrate --db <database>`, then the command again.', typed: true },
  SCHEMA_TOO_NEW: { title: 'The database\'s schema is newer than this sitegen', where: ['cli'], fix: 'Run the sitegen that migrated it (or a newer one); migrations only go forward.', typed: true },
  SCHEMA_MISMATCH: { title: 'Two databases do not have the same tables at the same schema version', where: ['cli'], fix: 'Migrate both to this sitegen\'s schema (`sitegen db migrate`) and copy again.' },
  MIGRATION_REFUSED: { title: 'The database refused a migration', where: ['cli'], fix: 'Follow the message (often: the user needs CREATE on the database, or an administrator creates the extension named).' },
  DATABASE_FAILED: { title: 'The database could not be prepared', where: ['cli'], fix: 'Check --db and that the database is reachable and writable.' },
  DATABASE_ERROR: { title: 'The database answered with an error', where: ['cli'], fix: 'Check the database named and its log.' },
  DATABASE_UNAVAILABLE: { title: 'The database is not answering right now (PostgreSQL restarting or out of reach)', where: ['cli', 'api'], status: 503, fix: 'Wait and try again (Retry-After says when); check that PostgreSQL is running.' },
  STORAGE_FULL: { title: 'The disk under the database or the uploads is full', where: ['api'], status: 503, fix: 'Free space on that disk (the API\'s log names it); nothing needs restarting.' },
  TARGET_NOT_EMPTY: { title: '`sitegen db copy` was given a database that already holds rows', where: ['cli'], fix: 'Give an empty database as the target.' },
  COPY_INCOMPLETE: { title: 'A database copy did not land whole', where: ['cli'], fix: 'Nothing was copied; check the target database and run the copy again.' },
  NOT_ON_POSTGRES: { title: 'This command runs on a SQLite file only', where: ['cli'], fix: 'Give a SQLite file, or use the PostgreSQL way the message names.' },
  READ_ONLY: { title: 'This API opened its database read-only', where: ['api'], status: 503, fix: 'Save on an API started with a writable database.' },

  // Accounts and sign-in.
  ACCOUNT_EXISTS: { title: 'An account with that email exists', where: ['cli', 'api'], status: 409, fix: 'Give another email, or send a new link with `sitegen editor link <email>`.', typed: true },
  NO_ACCOUNT: { title: 'No account with that email', where: ['cli', 'api'], status: 404, fix: '`sitegen editor list` shows the accounts; `sitegen editor add <email>` creates one.', typed: true },
  BAD_EMAIL: { title: 'Not an email address', where: ['cli', 'api'], status: 400, fix: 'Give an email address.', typed: true },
  OWN_ACCOUNT: { title: 'An administrator tried to remove their own account', where: ['api'], status: 409, fix: 'Ask another administrator, or run `sitegen editor remove` on the server.' },
  LINK_INVALID: { title: 'A set-password link was used, expired or replaced', where: ['cli', 'api'], status: 400, fix: 'Ask an administrator for a new link (`sitegen editor link <email>`).' },
  SIGN_IN_FAILED: { title: 'The email or the password is wrong', where: ['api'], status: 401, fix: 'Try again; after too many failures sign-in waits (Retry-After).' },
  SESSION_EXPIRED: { title: 'The editor\'s session has ended (signed out or expired)', where: ['api', 'preview'], status: 401, fix: 'Sign in again on /__editor/sign-in.' },
  UNAUTHORIZED: { title: 'No credential, or one that is not valid', where: ['api', 'preview'], status: 401, fix: 'Sign in on /__editor/sign-in, or send an editor\'s bearer token.' },
  FORBIDDEN: { title: 'The credential may not do this', where: ['api'], status: 403, fix: 'Use an editor (or, for accounts, an administrator) account or token.' },
  REVIEW_REQUIRED: { title: 'The site publishes after review', where: ['api'], status: 403, fix: 'Submit the page for review; an administrator publishes it.' },
  OUT_OF_SCOPE: { title: 'The account may not change this page', where: ['api'], status: 403, fix: 'Edit a page in the account\'s languages and sections, or ask an administrator to widen them.' },
  CSRF: { title: 'A write with a session lacks its CSRF token', where: ['api'], status: 403, fix: 'Reload the editor and try again.' },
  TOO_MANY_REQUESTS: { title: 'Too many requests from this client', where: ['api'], status: 429, fix: 'Wait the seconds Retry-After gives and try again.' },

  // Pages, media and forms.
  VALIDATION: { title: 'Fields are not valid (each named)', where: ['api'], status: 422, fix: 'Fix the fields named and send again.' },
  INVALID_PAGE: { title: 'A draft the build would refuse', where: ['preview'], status: 422, fix: 'Fix the fields named in the editor.' },
  IN_THE_PAST: { title: 'A schedule for a time that has passed', where: ['api'], status: 422, fix: 'Choose a later date and time, or publish now.' },
  CONFLICT: { title: 'The page changed since it was loaded', where: ['api'], status: 409, fix: 'Reload the page, reapply the change and save again.' },
  PRECONDITION_REQUIRED: { title: 'A save or publish without the version it was made on (If-Match)', where: ['api'], status: 428, fix: 'Send If-Match with the version the page was loaded at.' },
  REGISTRATION_CLOSED: { title: 'The event\'s registration is closed', where: ['api'], status: 409, fix: 'Nothing to do: the organiser closed it or its closing time passed.' },
  REJECTED: { title: 'A form submission looked automated', where: ['api'], status: 400, fix: 'Send the form as a person would (the honeypot empty, not faster than a person can fill it).' },
  PAYLOAD_TOO_LARGE: { title: 'The body or the image is too large', where: ['api'], status: 413, fix: 'Send less, or a smaller image (the message gives the limit).' },
  UNSUPPORTED_MEDIA_TYPE: { title: 'The body is not of a type this route takes', where: ['api'], status: 415, fix: 'Send what the message names (JSON, or a JPEG, PNG, WebP or AVIF image).' },

  // Requests in general.
  BAD_REQUEST: { title: 'The request is malformed', where: ['api'], status: 400, fix: 'Correct the request as the message says.' },
  NOT_FOUND: { title: 'No such route, page, site or item', where: ['cli', 'api', 'preview'], status: 404, fix: 'Check the path, id or site named.' },
  METHOD_NOT_ALLOWED: { title: 'The route does not take this method', where: ['api'], status: 405, fix: 'Use the method the Allow header names.' },
  BAD_GATEWAY: { title: 'The content API answered the preview without JSON', where: ['preview'], status: 502, fix: 'See the API\'s log.' },
  INTERNAL: { title: 'An unexpected failure (a bug)', where: ['cli', 'api', 'preview'], status: 500, fix: 'See the log (run the command with --verbose for the stack) and report it.' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
}
