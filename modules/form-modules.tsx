import type { ReactNode } from 'react';
import { hasPassed } from '../templates/clock.js';
import * as z from 'zod';
import { AnchorIdSchema, type ModuleProps, type RenderContext } from './fields.js';
import type { FieldName, ProgramOption, SessionOption } from './form-fields.js';
import { sessionsOf, sessionTime } from '../templates/event-data.js';
import { localDayOf, SCHOOL_TIME_ZONE } from './locale-format.js';
import type { FormType, FormValues } from './form-schema.js';
import { FormView, type FormViewProps } from './form-view.js';
import { Island } from './island.js';
import { registrationClosed } from './event-registration.js';
import { t } from './ui-strings.js';

export const FormBase = {
  title: z.string().min(1),
  intro: z.string().default(''),
  anchorID: AnchorIdSchema.optional(),
};

/** Programme choices a lead form offers (filled by the content: the school's programmes). */
export const ProgramChoicesSchema = {
  programOptions: z.array(z.object({ id: z.number().int(), label: z.string().min(1), type: z.string().min(1) })).default([]),
  programTypes: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).default([]),
};

/**
 * The form every form module shares, as an island (modules/form-view.tsx): its fields in
 * order, the honeypot, the submit button, validation and sending.
 */
export function FormShell({ id, context, fields, submit, formType, hidden, programs, programTypes, initialProgramType, initialPrograms, closed, sessions }: {
  id: string; context: RenderContext; fields: readonly FieldName[]; submit: string; formType: FormType;
  hidden?: FormValues; programs?: ProgramOption[]; programTypes?: { value: string; label: string }[];
  initialProgramType?: string | undefined; initialPrograms?: number[] | undefined; closed?: boolean;
  sessions?: SessionOption[] | undefined;
}) {
  const api = context.publicApi ?? '/_api';
  const props: FormViewProps = {
    id, formType, locale: context.locale, fields, submit, endpoint: `${api}/forms/${formType}`,
    site: context.site ?? 'main', pagePath: context.pagePath ?? '/',
    privacyPath: context.locale === 'en_GB' ? '/en/privacy-policy/' : '/politica-de-privacidad/',
    ...(hidden ? { hidden } : {}), ...(programs?.length ? { programs } : {}), ...(programTypes?.length ? { programTypes } : {}),
    ...(initialProgramType ? { initialProgramType } : {}), ...(initialPrograms?.length ? { initialPrograms } : {}),
    ...(closed ? { closed } : {}),
    ...(sessions?.length ? { sessions, placesEndpoint: `${api}/events/places` } : {}),
  };
  return <Island name="Form" props={props}><FormView {...props} /></Island>;
}

/** The lead form's fields: who to call and about which programmes (spec 5). */
export const LEAD_FIELDS: readonly FieldName[] = ['name', 'surname', 'email', 'phone', 'programType', 'programs', 'privacy', 'marketing'];

/**
 * What a lead form shows first: the preselected programme's type with that programme checked,
 * else the content's programme type (when it is one of the types offered), else nothing chosen.
 */
export function leadPreselection(options: ProgramOption[], types: { value: string; label: string }[], programType?: string, preselected?: number) {
  const program = preselected === undefined ? undefined : options.find((o) => o.id === preselected);
  if (program) return { initialProgramType: program.type, initialPrograms: [program.id] };
  return programType && types.some((t) => t.value === programType) ? { initialProgramType: programType } : {};
}

/**
 * The anchor of the page's own request-information form (a lead form about programmes: a
 * LandingForm, or an IntroForm of the landing type), when it has one. The header's "Request
 * information" link leads there instead of to the general form on another page (spec 1).
 */
export function requestInformationAnchor(modules: readonly { component: string; [key: string]: unknown }[]): string | undefined {
  const form = modules.find((m) => typeof m.anchorID === 'string' && (m.component === 'LandingForm' || (m.component === 'IntroForm' && m.formType === 'landing')));
  return form?.anchorID as string | undefined;
}

/** Types to offer: the content's list, else the types of the programmes offered. */
export function typesOf(options: ProgramOption[], types: { value: string; label: string }[]) {
  return types.length > 0 ? types : [...new Set(options.map((o) => o.type))].map((value) => ({ value, label: value }));
}

/** A titled form section (the landmark, heading and intro every form module has). */
export function FormSection({ root, fields, variant, children }: {
  root: ModuleProps<unknown>['root'];
  fields: { title: string; intro: string; anchorID?: string | undefined };
  variant?: string;
  children: (id: string) => ReactNode;
}) {
  const id = `form-${root['data-editor-id']}`;
  return (
    <section {...root} className={`form-module${variant ? ` form-module--${variant}` : ''}`} id={fields.anchorID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{fields.title}</h2>
      {fields.intro && <p>{fields.intro}</p>}
      {children(id)}
    </section>
  );
}

/**
 * General contact form (name, surname, email, phone, message, consents), or with
 * `formType: "event"` an event registration (attendees) that closes at `closesAt`, or earlier
 * when the organiser sets `closed`. On an event's page, without them, it closes as the event's
 * record says: at its start, or when its registration is closed (one source of truth).
 */
export const BasicFormSchema = z.object({
  ...FormBase,
  formType: z.enum(['basic', 'event']).default('basic'),
  closesAt: z.iso.datetime({ offset: true }).optional(),
  /** The organiser closed the registration before `closesAt` (every place taken: spec 4). */
  closed: z.boolean().default(false),
});
export function BasicForm({ fields, root, context }: ModuleProps<z.infer<typeof BasicFormSchema>>) {
  const event = fields.formType === 'event';
  // An event with places offers its sessions still to come (server/event-places.ts counts them).
  const closed = event && registrationClosed(fields, context.event, hasPassed);
  if (closed) return <RegistrationClosed root={root} context={context} anchorID={fields.anchorID} />;
  const sessions = event && context.event ? sessionOptions(context.event, context.locale) : [];
  return (
    <FormSection root={root} fields={fields} {...(event ? { variant: 'event' } : {})}>
      {(id) => (
        <FormShell
          id={id} context={context} formType={fields.formType} submit={t(context.locale, 'send')} closed={closed}
          fields={event ? ['name', 'email', ...(sessions.length > 1 ? ['session' as const] : []), 'attendees', 'privacy', 'marketing'] : ['name', 'surname', 'email', 'phone', 'message', 'privacy', 'marketing']}
          {...(sessions.length ? { sessions } : {})}
          {...(sessions.length === 1 ? { hidden: { session: sessions[0]!.id } } : {})}
        />
      )}
    </FormSection>
  );
}

/**
 * The sessions of an event with places that have not begun (registration closes when the last
 * one begins: registrationClosed), labelled with their time, and their day when they are not all
 * on one; [] when it counts no places.
 */
function sessionOptions(record: NonNullable<RenderContext['event']>, locale: RenderContext['locale']): SessionOption[] {
  const all = sessionsOf(record as Parameters<typeof sessionsOf>[0]);
  const timeZone = typeof (record as { timeZone?: unknown }).timeZone === 'string' ? (record as { timeZone: string }).timeZone : SCHOOL_TIME_ZONE;
  const oneDay = new Set(all.map((s) => localDayOf(s.start, timeZone))).size === 1;
  return all.filter((s) => !hasPassed(Date.parse(s.start))).map((s) => ({ id: s.id, label: sessionTime(s, locale, timeZone, { day: !oneDay, zone: false }) }));
}

/**
 * A closed event registration (spec 4, 8): its own heading, not the form's "Register", the
 * spec's message, and what to do instead: the other events (the page's section) and the
 * request-information form. No form and no script: there is nothing to fill in.
 */
function RegistrationClosed({ root, context, anchorID }: { root: ModuleProps<unknown>['root']; context: RenderContext; anchorID?: string | undefined }) {
  const id = `form-${root['data-editor-id']}`;
  const { locale } = context;
  return (
    <section {...root} className="form-module form-module--event form-module--closed" id={anchorID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(locale, 'registrationClosedTitle')}</h2>
      <p className="form__closed">{t(locale, 'formClosed')}.</p>
      {(context.sectionPath || context.requestInfo) && (
        <>
          <p>{t(locale, 'registrationInstead')}</p>
          <p className="form-module__actions">
            {context.sectionPath && <a className="button button--primary" href={context.sectionPath}>{t(locale, 'upcomingEvents')}</a>}
            {context.requestInfo && <a className="button button--secondary" href={context.requestInfo.href}>{context.requestInfo.text}</a>}
          </p>
        </>
      )}
    </section>
  );
}

/** Landing-page lead form with the programme type and programme selectors. */
export const LandingFormSchema = z.object({ ...FormBase, ...ProgramChoicesSchema, programType: z.string().optional(), preselectedProgram: z.number().int().optional() });
export function LandingForm({ fields, root, context }: ModuleProps<z.infer<typeof LandingFormSchema>>) {
  const types = typesOf(fields.programOptions, fields.programTypes);
  return (
    <FormSection root={root} fields={fields} variant="landing">
      {(id) => (
        <FormShell
          id={id} context={context} formType="landing" submit={t(context.locale, 'send')} fields={LEAD_FIELDS}
          programs={fields.programOptions} programTypes={types}
          {...leadPreselection(fields.programOptions, types, fields.programType, fields.preselectedProgram)}
          {...(fields.preselectedProgram !== undefined ? { hidden: { preselectedProgram: fields.preselectedProgram } } : {})}
        />
      )}
    </FormSection>
  );
}

/** Gated download (a brochure or study plan): the file is sent after the form. */
export const DownloadFormSchema = z.object({ ...FormBase, fileName: z.string().min(1) });
export function DownloadForm({ fields, root, context }: ModuleProps<z.infer<typeof DownloadFormSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="download">
      {(id) => <FormShell id={id} context={context} formType="download" submit={`${t(context.locale, 'download')}: ${fields.fileName}`} fields={['name', 'email', 'privacy', 'marketing']} />}
    </FormSection>
  );
}

/** Newsletter sign-up: email and the consent. */
export const NewsletterSchema = z.object({ ...FormBase });
export function Newsletter({ fields, root, context }: ModuleProps<z.infer<typeof NewsletterSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="newsletter">
      {(id) => <FormShell id={id} context={context} formType="newsletter" submit={t(context.locale, 'subscribe')} fields={['email', 'privacy']} />}
    </FormSection>
  );
}
