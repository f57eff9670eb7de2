import * as z from 'zod';
import { ImageSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { t } from './ui-strings.js';
import { ConsentGate } from './video-part.js';

export const MapSchema = z.object({
  title: z.string().default(''),
  place: z.string().min(1),
  address: z.array(z.string().min(1)).min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  zoom: z.number().int().min(1).max(19).default(16),
  /** A self-hosted static map: shown to everyone, no third party involved. */
  staticMap: ImageSchema,
});
type MapFields = z.infer<typeof MapSchema>;

export function mapLinks(fields: Pick<MapFields, 'latitude' | 'longitude' | 'zoom'>) {
  const { latitude: lat, longitude: lon, zoom } = fields;
  const d = 0.004;
  return {
    external: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d},${lat - d},${lon + d},${lat + d}&layer=mapnik&marker=${lat},${lon}`,
  };
}

/** The address, a static map and a link out; the interactive map waits for consent. */
export function MapModule({ fields, root, context }: ModuleProps<MapFields>) {
  const links = mapLinks(fields);
  return (
    <section {...root} className="map split split--media-right">
      <div className="split__text">
        <h2>{fields.title || t(context.locale, 'address')}</h2>
        <address>
          <strong>{fields.place}</strong>
          {fields.address.map((line) => <span key={line}><br />{line}</span>)}
        </address>
        <p><a href={links.external} target="_blank" rel="noopener noreferrer">{t(context.locale, 'openMap')} <span className="visually-hidden">{t(context.locale, 'opensInNewTab')}</span></a></p>
      </div>
      <div className="split__media map__media" data-part="Map" data-consent-src={links.embed} data-consent-title={t(context.locale, 'mapOf', { place: fields.place })}>
        <Image image={{ ...fields.staticMap, alt: t(context.locale, 'mapOf', { place: fields.place }) }} host={context.imageHost} sizes="(min-width: 960px) 50vw, 100vw" />
        <ConsentGate locale={context.locale} />
      </div>
    </section>
  );
}
