import type { UiKey } from './ui-strings.js';

/**
 * What kind of page a search result is, named after its template (spec 2's page templates): the
 * search index keeps every page's templateType (server/search.ts), so the label comes from the
 * page's own data, never from guessing at its URL. A list page is named in the plural of its
 * items ("Events"), a detail page in the singular ("Event"); landings are named after what they
 * promote. A template the site does not know yet is a "Page".
 */
const RESULT_TYPES: Readonly<Record<string, UiKey>> = {
  ProgramDetail: 'resultProgramme',
  LandingProduct: 'resultProgramme',
  ProgramList: 'resultProgrammes',
  LandingMultiProduct: 'resultProgrammes',
  ProfessorDetail: 'resultFaculty',
  PeopleList: 'resultPeople',
  BlogDetail: 'resultArticle',
  BlogList: 'resultBlog',
  NewsDetail: 'resultNews',
  NewsList: 'resultNewsList',
  EventDetail: 'resultEvent',
  LandingEvent: 'resultEvent',
  EventList: 'resultEvents',
  PressDetail: 'resultPress',
  PressList: 'resultPressRoom',
  PressAppearancesDetail: 'resultInTheMedia',
  PressAppearancesList: 'resultInTheMedia',
  ProjectDetail: 'resultProject',
  ProjectList: 'resultProjects',
  BasicTemplate: 'resultPage',
};

export function resultTypeKey(templateType: string): UiKey {
  return Object.hasOwn(RESULT_TYPES, templateType) ? RESULT_TYPES[templateType]! : 'resultPage';
}
