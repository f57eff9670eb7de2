import { Abbreviated } from '../modules/abbreviations.js';
import { requestInformationAnchor } from '../modules/form-modules.js';
import { Island } from '../modules/island.js';
import { AREA_ANCHOR_PREFIX, ListFilter, type ListFilterProps } from '../modules/list-filter.js';
import { SearchView, type SearchViewProps } from '../modules/search-view.js';
import { SEARCH_PAGE_SIZE } from '../runtime/constants.js';
import type { ReactNode } from 'react';
import type { RenderContext } from '../modules/fields.js';
import { t } from '../modules/ui-strings.js';
import { eventDataOf } from './event-data.js';
import { EventFacts } from './event-facts.js';
import { ModuleList, pageHeadingOf } from './module-list.js';
import { PaginationNav } from './pagination.js';
import type { PageProps } from './types.js';

type TemplateProps = PageProps & { context: RenderContext };

function Breadcrumb({ page, context }: { page: PageProps['page']; context: RenderContext }) {
  // A landing page is a campaign's destination: its bar leads home, no trail above it.
  if (page.breadcrumb.length < 2 || context.landing) return null;
  return (
    <nav className="breadcrumb" aria-label={t(page.locale, 'breadcrumb')}>
      <ol>
        {page.breadcrumb.map((crumb, i) => (
          <li key={crumb.path}>
            {/* The page's own acronyms are marked up here too: the breadcrumb is their first use (WCAG 3.1.4). */}
            {i === page.breadcrumb.length - 1 ? <span aria-current="page"><Abbreviated text={crumb.label} acronyms={context.acronyms} /></span> : <a href={crumb.path}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Sections({ page, context, children, afterHero, mainClass = 'main-section' }: TemplateProps & { children?: ReactNode; afterHero?: ReactNode; mainClass?: string }) {
  const { heroSection, mainSection } = page.template;
  const heading = pageHeadingOf([...heroSection?.modules ?? [], ...mainSection?.modules ?? []]);
  return (
    <>
      <Breadcrumb page={page} context={context} />
      {heroSection && <ModuleList modules={heroSection.modules} context={context} pageUrl={page.fullUrl} pageHeading={heading} />}
      {afterHero}
      {mainSection && <div className={mainClass}><ModuleList modules={mainSection.modules} context={context} pageUrl={page.fullUrl} pageHeading={heading} /></div>}
      {children}
    </>
  );
}

/** Basic pages and landings: hero, then the main modules in order. */
export function BasicLayout(props: TemplateProps) {
  return <div className="template template--basic" data-template={props.page.template.templateType}><Sections {...props} /></div>;
}

/** Detail pages (blog, news, events, press, projects): one article, in a readable measure. */
export function ArticleLayout(props: TemplateProps) {
  return (
    <article className="template template--article" data-template={props.page.template.templateType}>
      <Sections {...props} mainClass="main-section main-section--article" />
    </article>
  );
}

/**
 * Event pages: an article whose date, time and place stand under its title (the hero), from the
 * page's event data (templates/event-data.ts), the same the JSON-LD and the .ics file read.
 */
export function EventLayout(props: TemplateProps) {
  const event = eventDataOf(props.page);
  return (
    <article className="template template--article template--event" data-template={props.page.template.templateType}>
      <Sections
        {...props} mainClass="main-section main-section--article"
        afterHero={event && <EventFacts event={event} locale={props.page.locale} pagePath={props.page.path} />}
      />
    </article>
  );
}

/**
 * The lists of a list page that a filter can show one at a time: its people lists with a heading
 * and an area's id ("area-ai": the faculty's one list per area).
 */
function filterOf(page: PageProps['page']): ListFilterProps | null {
  if (page.template.templateType !== 'PeopleList') return null;
  const options = (page.template.mainSection?.modules ?? []).flatMap((m) => {
    const { title, anchorID } = m as { title?: unknown; anchorID?: unknown };
    return m.component === 'People' && typeof title === 'string' && title && typeof anchorID === 'string' && anchorID.startsWith(AREA_ANCHOR_PREFIX) ? [{ id: anchorID, label: title }] : [];
  });
  if (options.length < 2) return null;
  return { id: `list-filter-${page.id}`, locale: page.locale, label: t(page.locale, 'filterByArea'), options };
}

/** List pages: the list's modules then the page links (spec 9: 50 items per page). */
export function ListLayout(props: TemplateProps) {
  const filter = filterOf(props.page);
  return (
    <div className="template template--list" data-template={props.page.template.templateType}>
      <Sections {...props} afterHero={filter && (
        // Its links serve until the visitor reaches for it; an address naming an area opens it filtered.
        <Island name="ListFilter" props={filter} hydrate="interaction" param={`#${AREA_ANCHOR_PREFIX}`}><ListFilter {...filter} /></Island>
      )}>
        {props.pagination && <PaginationNav pagination={props.pagination} locale={props.page.locale} />}
      </Sections>
    </div>
  );
}

/**
 * Programme pages: facts, plan and the request-information form. On a phone the way to the form
 * stays at hand at the bottom of the screen (runtime/sticky-cta.ts shows it while neither the
 * header, the hero nor the form itself is in view); without a script it stays hidden, and the
 * header's and hero's links remain.
 */
export function ProgramLayout(props: TemplateProps) {
  const { page } = props;
  const form = requestInformationAnchor([...page.template.heroSection?.modules ?? [], ...page.template.mainSection?.modules ?? []]);
  return (
    <div className="template template--program" data-template={page.template.templateType}>
      <Sections {...props} mainClass="main-section main-section--program" />
      {form && <p className="program-cta" data-cta-target={form} hidden><a className="button button--primary" href={`#${form}`}>{t(page.locale, 'requestInfo')}</a></p>}
    </div>
  );
}

/** A faculty profile. */
export function ProfileLayout(props: TemplateProps) {
  return <div className="template template--profile" data-template={props.page.template.templateType}><Sections {...props} mainClass="main-section main-section--profile" /></div>;
}

/** Search results: the page's modules, then the search island (query and page from the URL). */
export function SearchLayout(props: TemplateProps) {
  const search: SearchViewProps = {
    id: `search-${props.page.id}`, locale: props.page.locale, site: props.context.site ?? 'main',
    endpoint: `${props.context.publicApi ?? '/_api'}/ai/search`,
    // Programmes first when relevance is close: they are what most searches are after.
    priorities: { ProgramDetail: 1.15, ProgramList: 1.05 }, itemsPerPage: SEARCH_PAGE_SIZE,
  };
  return (
    <div className="template template--search" data-template={props.page.template.templateType}>
      <Sections {...props} />
      {/* Bare, the page's form GETs ?q= without script; with a query in the URL it runs at once. */}
      <Island name="Search" props={search} hydrate="interaction" param="q"><SearchView {...search} /></Island>
    </div>
  );
}

/**
 * The 404 page: what happened and where to go (search, home, popular pages). The search field
 * is on the page itself, under what happened, not only in the header, which a phone folds into
 * its menu: the visitor who missed a page types what they were after where they are. A plain
 * GET to the search page, which runs the query from the URL (works before any script).
 */
export function ErrorLayout(props: TemplateProps) {
  const { header, page } = props;
  const searchPath = header?.showSearchFeature ? header.searchPath : undefined;
  const id = `not-found-search-${page.id}`;
  const search = searchPath && (
    // Named by its own question: the header's search is the other search landmark (axe landmark-unique).
    <form className="search__form not-found__search" role="search" action={searchPath} method="get" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>{t(page.locale, 'searchWhat')}</label>
      <div className="search__row">
        <input id={id} name="q" type="search" autoComplete="off" />
        <button type="submit" className="button button--primary">{t(page.locale, 'search')}</button>
      </div>
    </form>
  );
  return <div className="template template--error" data-template={page.template.templateType}><Sections {...props} afterHero={search} /></div>;
}
