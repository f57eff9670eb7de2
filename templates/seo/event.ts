import { textField, type JsonLdNode } from './json-ld.js';
import { eventDataOf } from '../event-data.js';
import { describedPageOf, type SeoContext } from './seo-context.js';

/**
 * An event page (structuredData EVENTS) as Event (Google's event structured data:
 * name, startDate, location, eventStatus, eventAttendanceMode). An online event's location is a
 * VirtualLocation at the event's page, named after its platform; a campus one is a Place with
 * its postal address. Times keep their offset (Europe/Madrid), so they mean one instant.
 */
export function eventOf(ctx: SeoContext): JsonLdNode {
  const { page } = ctx;
  const data = page.structuredDataContent;
  // The page's own event data (templates/event-data.ts): what the page and its .ics file show.
  const event = eventDataOf(page);
  const online = event ? event.online : textField(data, 'attendanceMode') === 'online';
  const place = textField(data, 'location');
  const locality = textField(data, 'locality');
  const country = textField(data, 'country');
  const street = textField(data, 'streetAddress');
  const postalCode = textField(data, 'postalCode');
  const registration = textField(data, 'registration');
  // The join link is emailed on registration: the page where one registers stands for it.
  const location = online
    ? { '@type': 'VirtualLocation', url: ctx.canonical, ...(event?.platform ? { name: event.platform } : {}) }
    : {
        '@type': 'Place',
        name: place ?? ctx.site.name,
        address: locality || country || street
          ? { '@type': 'PostalAddress', ...(street ? { streetAddress: street } : {}), ...(postalCode ? { postalCode } : {}), addressLocality: locality, addressCountry: country }
          : (place ?? ctx.site.name),
      };
  return {
    '@type': 'Event',
    ...describedPageOf(ctx),
    startDate: event ? (event.allDay ? event.day : event.start) : textField(data, 'date') ?? page.published,
    ...(event?.end ? { endDate: event.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: ctx.organization,
    // Registration, when the CMS says whether it is open: where to register and whether one still can.
    offers: registration ? {
      '@type': 'Offer',
      url: ctx.canonical,
      availability: registration === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(event ? { validThrough: event.start } : {}),
    } : undefined,
  };
}
