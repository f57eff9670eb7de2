import type { ComponentType } from 'react';
import type { RenderContext } from '../modules/fields.js';
import { GenericTemplate } from './generic-template.js';
import type { PageProps } from './types.js';

type Template = ComponentType<PageProps & { context: RenderContext }>;

/**
 * The page templates of spec section 2 by templateType. Each renders its sections through the
 * generic template until it gets its own layout.
 */
export const templateRegistry: Readonly<Record<string, Template>> = Object.freeze({
  BasicTemplate: GenericTemplate,
  BlogList: GenericTemplate,
  BlogDetail: GenericTemplate,
  Error404: GenericTemplate,
  EventList: GenericTemplate,
  EventDetail: GenericTemplate,
  LandingEvent: GenericTemplate,
  LandingProduct: GenericTemplate,
  LandingMultiProduct: GenericTemplate,
  NewsList: GenericTemplate,
  NewsDetail: GenericTemplate,
  PeopleList: GenericTemplate,
  PressList: GenericTemplate,
  PressDetail: GenericTemplate,
  PressAppearancesList: GenericTemplate,
  PressAppearancesDetail: GenericTemplate,
  ProgramList: GenericTemplate,
  ProgramDetail: GenericTemplate,
  ProjectList: GenericTemplate,
  ProjectDetail: GenericTemplate,
  SearchResults: GenericTemplate,
  ProfessorDetail: GenericTemplate,
});

export function getTemplate(templateType: string): Template | undefined {
  return Object.hasOwn(templateRegistry, templateType) ? templateRegistry[templateType] : undefined;
}
