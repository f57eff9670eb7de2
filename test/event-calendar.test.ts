import { describe, expect, it } from 'vitest';
import { parseIcs } from './helpers/parse-ics.js';
import { escapeText, foldLine, renderIcs, renderPageCalendar, utcDateTime, type CalendarEvent } from '../src/contract/event-calendar.js';

const base: CalendarEvent = {
  uid: 'event-2068@www.edte.example', stamp: '2026-10-27T09:00:00.000Z', start: '2027-01-23T10:00:00+01:00', end: '2027-01-23T14:00:00+01:00',
  summary: 'Jornada de puertas abiertas de invierno', url: 'https://www.edte.example/eventos/jornada/', productId: '-//EDTE//sitegen//ES', language: 'es-ES',
};

describe('the iCalendar file of an event (RFC 5545)', () => {
  it('ends every line in CRLF, never a bare LF, and nests one VEVENT in one VCALENDAR with the required properties', () => {
    const ics = renderIcs(base);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { props } = parseIcs(ics);
    for (const key of ['VCALENDAR/VERSION', 'VCALENDAR/PRODID', 'VCALENDAR/VEVENT/UID', 'VCALENDAR/VEVENT/DTSTAMP', 'VCALENDAR/VEVENT/DTSTART', 'VCALENDAR/VEVENT/DTEND', 'VCALENDAR/VEVENT/SUMMARY', 'VCALENDAR/VEVENT/URL']) {
      expect(props[key], key).toBeDefined();
    }
    expect(props['VCALENDAR/VERSION']!.value).toBe('2.0');
  });

  it('writes times in UTC from the Madrid offset of the day: winter +01:00, summer +02:00', () => {
    expect(utcDateTime('2027-01-23T10:00:00+01:00')).toBe('20270123T090000Z');
    expect(utcDateTime('2027-07-02T19:00:00+02:00')).toBe('20270702T170000Z');
    const { props } = parseIcs(renderIcs(base));
    expect(props['VCALENDAR/VEVENT/DTSTART']!.value).toBe('20270123T090000Z');
    expect(props['VCALENDAR/VEVENT/DTEND']!.value).toBe('20270123T130000Z');
    expect(props['VCALENDAR/VEVENT/DTSTAMP']!.value).toBe('20261027T090000Z');
  });

  it('writes a whole-day event as a DATE to the next day', () => {
    const { props } = parseIcs(renderIcs({ ...base, allDay: true, day: '2027-12-31', end: undefined }));
    expect(props['VCALENDAR/VEVENT/DTSTART']).toEqual({ params: ';VALUE=DATE', value: '20271231' });
    expect(props['VCALENDAR/VEVENT/DTEND']).toEqual({ params: ';VALUE=DATE', value: '20280101' });
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT, and reads back the same text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const summary = 'Charla: IA, diseño; y \\ código\nsegunda línea';
    const parsed = parseIcs(renderIcs({ ...base, summary, location: 'Aula magna, Calle de la Innovación, 12; Madrid' }));
    expect(parsed.text('VCALENDAR/VEVENT/SUMMARY')).toBe(summary);
    expect(parsed.text('VCALENDAR/VEVENT/LOCATION')).toBe('Aula magna, Calle de la Innovación, 12; Madrid');
  });

  it('folds lines at 75 octets without cutting a UTF-8 character, and unfolds to the original', () => {
    const long = 'Descripción: ñandú, acción, €uro — '.repeat(12);
    const folded = foldLine(`DESCRIPTION:${long}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const [i, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line); // no split character (would be U+FFFD)
    }
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`DESCRIPTION:${long}`);
    expect(parseIcs(renderIcs({ ...base, description: long })).text('VCALENDAR/VEVENT/DESCRIPTION')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('makes an event page\'s file next to its HTML from the page\'s own data, and none for other pages', () => {
    const page = {
      id: 2068, path: '/eventos/game-jam-de-invierno/', title: 'Game jam de invierno', locale: 'es_ES' as const, modified: '2026-10-27T09:00:00.000Z',
      fullUrl: 'https://www.edte.example/eventos/game-jam-de-invierno/', structuredData: 'EVENTS', metaDescription: 'Crea un videojuego en un fin de semana.', socialDescription: '',
      structuredDataContent: { startDate: '2027-02-06T16:00:00+01:00', endDate: '2027-02-08T18:00:00+01:00', location: 'Laboratorio', streetAddress: 'Calle de la Innovación, 12', postalCode: '28040', locality: 'Madrid', country: 'ES', attendanceMode: 'offline' },
    };
    const calendar = renderPageCalendar(page, { shortName: 'edte', domainUrl: 'https://www.edte.example' })!;
    expect(calendar.file).toBe('eventos/game-jam-de-invierno/game-jam-de-invierno.ics');
    const parsed = parseIcs(calendar.content);
    expect(parsed.text('VCALENDAR/VEVENT/SUMMARY')).toBe('Game jam de invierno');
    expect(parsed.text('VCALENDAR/VEVENT/LOCATION')).toBe('Laboratorio, Calle de la Innovación, 12, 28040 Madrid');
    expect(parsed.props['VCALENDAR/VEVENT/UID']!.value).toBe('event-2068@www.edte.example');
    expect(parsed.props['VCALENDAR/VEVENT/DTEND']!.value).toBe('20270208T170000Z');
    expect(renderPageCalendar({ ...page, structuredData: 'NEWS' }, { shortName: 'edte', domainUrl: 'https://www.edte.example' })).toBeNull();
  });
});
