import type { RenderContext } from '../modules/fields.js';
import { ModuleList } from './module-list.js';
import { PaginationNav } from './pagination.js';
import type { PageProps } from './types.js';

/** Renders the hero and main sections of any template: the module lists in order. */
export function GenericTemplate({ page, context, pagination }: PageProps & { context: RenderContext }) {
  const { heroSection, mainSection } = page.template;
  return (
    <>
      {page.breadcrumb.length > 1 && (
        <nav className="breadcrumb" aria-label={page.locale === 'es_ES' ? 'Miga de pan' : 'Breadcrumb'}>
          <ol>
            {page.breadcrumb.map((crumb, i) => (
              <li key={crumb.path}>
                {i === page.breadcrumb.length - 1 ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.path}>{crumb.label}</a>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {heroSection && <ModuleList modules={heroSection.modules} context={context} pageUrl={page.fullUrl} />}
      {mainSection && <div className="main-section"><ModuleList modules={mainSection.modules} context={context} pageUrl={page.fullUrl} /></div>}
      {pagination && <PaginationNav pagination={pagination} locale={page.locale} />}
    </>
  );
}
