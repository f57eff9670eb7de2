import { Icon, type IconName } from '../modules/icon.js';
import { formatDateRange, formatTimeRangeParts, localDayOf } from '../modules/locale-format.js';
import { t, type UiLocale } from '../modules/ui-strings.js';
import { calendarPathOf, eventEndsAt, type EventData } from './event-data.js';
import { hasPassed } from './clock.js';

/** A decorative icon: the words beside it say what it means. */
function FactIcon({ name }: { name: IconName }) {
  return <span className="event-facts__icon"><Icon name={name} /></span>;
}

/**
 * The date, time and place of an event, under its title (spec 3: the page's language; the
 * school's time zone), with its calendar file; a past event says it has taken place. The
 * machine values stay in `<time datetime>` (and in the JSON-LD and the .ics file).
 */
export function EventFacts({ event, locale, pagePath }: { event: EventData; locale: UiLocale; pagePath: string }) {
  const past = hasPassed(eventEndsAt(event));
  const date = formatDateRange(event.start, event.end, locale, event.timeZone);
  // An online event's visitors may be anywhere: its time names the zone.
  const time = event.allDay ? undefined : formatTimeRangeParts(event.start, event.end, locale, { timeZone: event.timeZone, zone: event.online });
  const address = event.address
    ? [event.address.streetAddress, [event.address.postalCode, event.address.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return (
    <section className={`event-facts${past ? ' event-facts--past' : ''}`} aria-labelledby="event-facts-title">
      <h2 id="event-facts-title" className="visually-hidden">{t(locale, 'eventDetails')}</h2>
      {past && <p className="event-facts__past">{t(locale, 'eventTookPlace')}</p>}
      <dl className="event-facts__list">
        {date && (
          <div className="event-facts__item" data-fact="date">
            <dt><FactIcon name="calendar" />{t(locale, 'eventDate')}</dt>
            <dd><time dateTime={event.day ?? localDayOf(event.start, event.timeZone)}>{date}</time></dd>
          </div>
        )}
        {time && (
          <div className="event-facts__item" data-fact="time">
            <dt><FactIcon name="clock" />{t(locale, 'eventTime')}</dt>
            <dd>
              <time dateTime={event.start}>{time.start}</time>
              {time.end && <>{time.separator}<time dateTime={event.end}>{time.end}</time></>}
              {time.suffix}
              {event.online && <span className="event-facts__zone"> ({t(locale, 'madridTime')})</span>}
            </dd>
          </div>
        )}
        {(event.place || address || event.online) && (
          <div className="event-facts__item" data-fact="place">
            <dt><FactIcon name={event.online ? 'monitor' : 'mapPin'} />{t(locale, 'eventPlace')}</dt>
            <dd>
              {event.online ? (event.platform ? `${t(locale, 'eventOnline')} · ${event.platform}` : t(locale, 'eventOnline')) : event.place}
              {address && <span className="event-facts__address">{address}</span>}
              {event.online && !past && <span className="event-facts__address">{t(locale, 'eventOnlineLink')}</span>}
            </dd>
          </div>
        )}
      </dl>
      {!past && (
        <p className="event-facts__calendar">
          <a className="button button--secondary" href={calendarPathOf(pagePath)} type="text/calendar" download>
            <FactIcon name="calendarPlus" /><span>{t(locale, 'addToCalendar')}<span className="event-facts__file"> ({t(locale, 'calendarFile')})</span></span>
          </a>
        </p>
      )}
    </section>
  );
}
