import * as z from 'zod';
import { IsoDateSchema } from '../src/contract/schemas.js';
import { f, m, type ModuleWords } from './labels.js';

/** A time of day as the event's form takes it (the panel offers a time picker). */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time written HH:MM (e.g. 10:30)');

const text = z.string().trim().min(1);
const minutes = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/**
 * The form of an event's record in the editor (spec 4, structured content): its day and times
 * in the school's time zone (the editor turns them into the record's ISO instants with that
 * day's offset: runtime/editor/records.ts), its place and its registration. Checked here as
 * the record is (templates/event-data.ts EventContentSchema): an end never before its start.
 */
export const EventRecordFormSchema = z.object({
  day: IsoDateSchema,
  startTime: TimeOfDaySchema.optional(),
  endDay: IsoDateSchema.optional(),
  endTime: TimeOfDaySchema.optional(),
  attendanceMode: z.enum(['offline', 'online']).optional(),
  location: text.optional(),
  streetAddress: text.optional(),
  postalCode: text.optional(),
  locality: text.optional(),
  platform: text.optional(),
  registration: z.enum(['open', 'closed']).optional(),
  /** Places counted by the API (server/event-places.ts); the record's `sessions`, when it has them, count their own. */
  capacity: z.number().int().min(1).max(100_000).optional(),
  /** Turns on the event's day with places of their own (an open day's 10:00 and 12:00). */
  sessions: z.array(z.object({
    from: TimeOfDaySchema,
    to: TimeOfDaySchema.optional(),
    places: z.number().int().min(1).max(100_000),
  })).max(20).optional(),
}).superRefine((event, ctx) => {
  const starts = new Set<string>();
  event.sessions?.forEach((session, i) => {
    if (session.to && session.to <= session.from) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'to'], message: 'the end must come after the start' });
    if (starts.has(session.from)) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'from'], message: 'another session starts at this time' });
    starts.add(session.from);
  });
  if (event.endTime && !event.startTime) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'an end time needs a start time' });
  }
  const end = event.endDay ?? event.day;
  if (end < event.day || (event.startTime && event.endTime && minutes(end, event.endTime) <= minutes(event.day, event.startTime))) {
    ctx.addIssue({ code: 'custom', path: [event.endDay && event.endDay < event.day ? 'endDay' : 'endTime'], message: 'the end must come after the start' });
  }
});

/** The form's words. */
export const EVENT_RECORD_WORDS: ModuleWords = m('Datos del evento', 'Event details',
  'Lo que dicen del evento su página, los listados de eventos, la portada, el calendario y los buscadores. El día, las horas y el lugar son los mismos en todos los idiomas.',
  'What the event\'s page, the event lists, the home page, the calendar file and search engines say about it. Day, times and place are the same in every language.', {
    day: f('Día', 'Day', 'El día en que empieza.', 'The day it starts.'),
    startTime: f('Hora de inicio', 'Start time', 'Hora de Madrid, p. ej. 10:00. Sin hora, es un evento de todo el día.', 'Madrid time, e.g. 10:00. Without one, it lasts all day.'),
    endDay: f('Último día', 'Last day', 'Solo si dura más de un día.', 'Only when it lasts more than a day.'),
    endTime: f('Hora de fin', 'End time', 'Hora de Madrid, p. ej. 13:30.', 'Madrid time, e.g. 13:30.'),
    attendanceMode: f('Cómo se asiste', 'Attendance', 'En el campus o en línea.', 'On campus or online.'),
    location: f('Lugar', 'Venue', 'Dónde es, en este idioma: p. ej. «Salón de actos».', 'Where it is, in this language: e.g. "Main hall".'),
    streetAddress: f('Dirección', 'Street address', 'Calle y número.', 'Street and number.'),
    postalCode: f('Código postal', 'Postcode', 'El código postal del lugar.', 'The venue\'s postcode.'),
    locality: f('Ciudad', 'City', 'La ciudad del lugar.', 'The venue\'s city.'),
    platform: f('Plataforma', 'Platform', 'Si es en línea: por dónde se sigue (p. ej. Zoom).', 'When online: where it is followed (e.g. Zoom).'),
    registration: f('Inscripción', 'Registration', 'Ciérrala para no aceptar más inscripciones. Con plazas, se llena sola y ofrece lista de espera.', 'Close it to take no more registrations. With places, it fills up by itself and offers a waiting list.'),
    sessions: f('Sesiones', 'Sessions', 'Turnos del mismo día con plazas propias, entre los que se elige al inscribirse (p. ej. 10:00 y 12:00). Cada uno se llena solo y ofrece lista de espera.',
      'Turns on the same day with places of their own, chosen when registering (e.g. 10:00 and 12:00). Each fills up by itself and offers a waiting list.', ['Sesión', 'Session']),
    from: f('Desde', 'From', 'Hora de Madrid en que empieza la sesión.', 'Madrid time the session starts.'),
    to: f('Hasta', 'Until', 'Hora de Madrid en que acaba.', 'Madrid time it ends.'),
    places: f('Plazas', 'Places', 'Cuántas personas caben en esta sesión.', 'How many people this session holds.'),
    capacity: f('Plazas', 'Places', 'Cuántas personas caben. Al llenarse, la inscripción ofrece lista de espera; sin número, no se cuentan.', 'How many people it holds. Once full, registration offers a waiting list; without a number, places are not counted.'),
  });
