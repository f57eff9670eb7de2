import * as z from 'zod/mini';
import { MAX_PROGRAMS } from '../runtime/constants.js';

/**
 * What a visitor submits in each form, validated by the same schemas in the browser (the form
 * island) and on the server (POST {publicApi}/forms/{formType}): one definition (spec 5).
 * Built on zod/mini (about 6 KB gzip in the form chunk). Each issue's message is a key of
 * FORM_MESSAGES; the page's language turns it into the spec's words (spec 5).
 */
export const FORM_MESSAGES = {
  required: 'formRequired',
  invalid: 'formInvalid',
  phone: 'formPhone',
  maxPrograms: 'formMaxPrograms',
  min1: 'formMin1',
} as const;
export type FormMessage = keyof typeof FORM_MESSAGES;

export const FORM_TYPES = ['basic', 'landing', 'download', 'newsletter', 'event'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * How long a submission is kept unless the `formRetentionMonths` setting says otherwise
 * (server/retention.ts); the demo's privacy policy states it.
 */
export const DEFAULT_RETENTION_MONTHS = 24;

/** A form sent sooner than this after it was shown is a bot's (time trap). */
export const MIN_FILL_MS = 2000;

const NAME = /^[\p{L}\p{M}' .-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Spec 5: numbers, + ( ) - . and x only (checked after normalizeValues drops the spaces). */
const PHONE = /^[0-9+()\-.x]{6,20}$/;
/** Any white space, the no-break spaces that copied numbers carry included. */
const PHONE_SEPARATORS = /[\s\u00a0\u2007\u202f]+/g;

const text = (pattern: RegExp, max: number, pattern_message: FormMessage = 'invalid') =>
  z.string('required').check(z.minLength(1, 'required'), z.maxLength(max, 'invalid'), z.regex(pattern, pattern_message));

const name = text(NAME, 100);
const surname = text(NAME, 150);
const email = text(EMAIL, 200);
const phone = text(PHONE, 20, 'phone');
const privacy = z.literal(true, 'required');
const marketing = z.optional(z.boolean('invalid'));
const programType = z.string('required').check(z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'));
const programs = z.array(z.number('invalid').check(z.int('invalid'), z.positive('invalid')), 'required')
  .check(z.minLength(1, 'required'), z.maxLength(MAX_PROGRAMS, 'maxPrograms'));

export const FORM_SCHEMAS = {
  basic: z.object({ name, surname, email, phone, message: z.optional(z.string('invalid').check(z.maxLength(2000, 'invalid'))), privacy, marketing }),
  landing: z.object({ name, surname, email, phone, programType, programs, preselectedProgram: z.optional(z.number('invalid')), privacy, marketing }),
  download: z.object({ name, email, privacy, marketing }),
  newsletter: z.object({ email, privacy }),
  event: z.object({
    name, email,
    attendees: z.number('required').check(z.int('invalid'), z.gte(1, 'min1'), z.lte(10, 'invalid')),
    // The session chosen, for an event with places (server/event-places.ts checks it is one of its own).
    session: z.optional(z.string('invalid').check(z.regex(/^[\w-]{1,40}$/, 'invalid'))),
    privacy, marketing,
  }),
} as const;

export type FormValues = Record<string, string | number | boolean | number[] | undefined>;

/**
 * Trims text and drops empty optional values, as both sides do before validating (and the
 * server stores the result).
 * The phone loses its spaces: people (and the site itself, "+34 910 000 000") group digits with
 * them, but they carry no meaning, so "+34 600 12 34 56" is stored as "+34600123456" and the
 * admissions team gets one format to dial. Every other character is kept as typed, so spec 5's
 * character set (numbers, +()-. and x) still decides what is valid.
 */
export function normalizeValues(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    let v = typeof value === 'string' ? value.trim() : value;
    if (key === 'phone' && typeof v === 'string') v = v.replace(PHONE_SEPARATORS, '');
    if (v === '' && (key === 'message' || key === 'marketing')) continue;
    out[key] = v;
  }
  return out;
}

/** The first problem of each field, as message keys; empty when the values are valid. */
export function validateForm(type: FormType, values: FormValues): Record<string, FormMessage> {
  const result = FORM_SCHEMAS[type].safeParse(normalizeValues(values));
  const errors: Record<string, FormMessage> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = (issue.message in FORM_MESSAGES ? issue.message : 'invalid') as FormMessage;
  }
  // Spec 5: the programme selector is usable only once a programme type is chosen; until then
  // it is disabled, and a disabled field is not the visitor's error (the type's message says
  // what to do first).
  if (errors.programType && errors.programs) delete errors.programs;
  return errors;
}

export function isFormType(value: string): value is FormType {
  return (FORM_TYPES as readonly string[]).includes(value);
}
