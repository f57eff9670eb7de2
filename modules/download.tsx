import * as z from 'zod';
import { Icon } from './icon.js';
import { SafeHrefSchema, type ModuleProps } from './fields.js';
import { t } from './ui-strings.js';

export const DownloadSchema = z.object({
  title: z.string().default(''),
  files: z.array(z.object({
    title: z.string().min(1),
    url: SafeHrefSchema,
    format: z.string().regex(/^[A-Za-z0-9]{2,5}$/, 'a file format such as PDF or DOCX'),
    /** Size in bytes, shown per locale (1,2 MB / 1.2 MB). */
    bytes: z.number().int().nonnegative(),
  })).min(1),
});

export function formatBytes(bytes: number, locale: string): string {
  const tag = locale.replace('_', '-');
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [Math.max(bytes / 1000, 1), 'KB'];
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

/** Files to download (brochures, regulations), each with its format and size before the click. */
export function Download({ fields, root, context }: ModuleProps<z.infer<typeof DownloadSchema>>) {
  return (
    <section {...root} className="download">
      <h2>{fields.title || t(context.locale, 'downloads')}</h2>
      <ul className="download__list">
        {fields.files.map((file) => (
          <li key={file.url}>
            <a href={file.url} download className="download__link">
              <span className="download__title"><Icon name="download" />{file.title}</span>
              <span className="download__meta">{file.format.toUpperCase()}, {formatBytes(file.bytes, context.locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
