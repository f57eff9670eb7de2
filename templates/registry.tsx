import type { ComponentType } from 'react';
import type { RenderContext } from '../modules/fields.js';
import { ArticleLayout, BasicLayout, EventLayout, ErrorLayout, ListLayout, ProfileLayout, ProgramLayout, SearchLayout } from './layouts.js';
import type { PageProps } from './types.js';

type Template = ComponentType<PageProps & { context: RenderContext }>;

/** A template component of its own, named after its templateType (React DevTools, errors). */
function template(name: string, Layout: Template): Template {
  const Component: Template = (props) => <Layout {...props} />;
  Component.displayName = name;
  return Component;
}

/** The page templates of spec section 2, by templateType. */
export const templateRegistry: Readonly<Record<string, Template>> = Object.freeze({
  BasicTemplate: template('BasicTemplate', BasicLayout),
  BlogList: template('BlogList', ListLayout),
  BlogDetail: template('BlogDetail', ArticleLayout),
  Error404: template('Error404', ErrorLayout),
  EventList: template('EventList', ListLayout),
  EventDetail: template('EventDetail', EventLayout),
  LandingEvent: template('LandingEvent', BasicLayout),
  LandingProduct: template('LandingProduct', BasicLayout),
  LandingMultiProduct: template('LandingMultiProduct', BasicLayout),
  NewsList: template('NewsList', ListLayout),
  NewsDetail: template('NewsDetail', ArticleLayout),
  PeopleList: template('PeopleList', ListLayout),
  PressList: template('PressList', ListLayout),
  PressDetail: template('PressDetail', ArticleLayout),
  PressAppearancesList: template('PressAppearancesList', ListLayout),
  PressAppearancesDetail: template('PressAppearancesDetail', ArticleLayout),
  ProgramList: template('ProgramList', ListLayout),
  ProgramDetail: template('ProgramDetail', ProgramLayout),
  ProjectList: template('ProjectList', ListLayout),
  ProjectDetail: template('ProjectDetail', ArticleLayout),
  SearchResults: template('SearchResults', SearchLayout),
  ProfessorDetail: template('ProfessorDetail', ProfileLayout),
});

export function getTemplate(templateType: string): Template | undefined {
  return Object.hasOwn(templateRegistry, templateType) ? templateRegistry[templateType] : undefined;
}
