/**
 * Shapes of the demo content's source texts. Every text exists in Spanish (es) and English (en);
 * the English is a faithful translation of the Spanish, not a different text.
 * These files are pure data: the generator in content/ turns them into pages, items and
 * navigations deterministically.
 */
export interface Bi {
  es: string;
  en: string;
}

export type TopicKey =
  | 'animation'
  | 'video-games'
  | 'ai'
  | 'data-science'
  | 'full-stack'
  | 'fashion'
  | 'interior-design'
  | 'graphic-design'
  | 'product-design'
  | 'robotics'
  | 'mathematics'
  | 'vocational-training'
  | 'interviews'
  | 'school-news';

export interface Topic {
  key: TopicKey;
  label: Bi;
  /** BLOG articles render with the blog detail template, NEWS with the news detail template. */
  kind: 'BLOG' | 'NEWS';
}

export interface ProgramFacts {
  /** Spanish path, exactly as the spec lists it. */
  pathEs: string;
  /** English path under /en/. */
  pathEn: string;
  title: Bi;
  /** Short name used in cards, e.g. "DAW". */
  shortName: string;
  programType: 'FP' | 'DEGREE' | 'MASTER';
  abstract: Bi;
  duration: Bi;
  hours?: number;
  ects?: number;
  modality: Bi;
  campus: string;
  startDate: string; // ISO date
  price: { amount: number; currency: 'EUR'; academicYear: string };
  places: number;
  credential: Bi;
  intro: Bi[]; // paragraphs
  studyPlan: { label: Bi; subjects: { name: Bi; hours: number }[] }[];
  careers: Bi[];
  admissionSteps: { title: Bi; text: Bi }[];
  faq: { question: Bi; answer: Bi }[];
  testimonials: { name: string; role: Bi; quote: Bi }[];
}

export interface SectionPage {
  /** Stable key, e.g. "home", "admission-process". */
  key: string;
  /** Spanish path; may contain the placeholder {school}. */
  pathEs: string;
  /** English path under /en/; may contain the placeholder {school}. */
  pathEn: string;
  templateType: string;
  title: Bi;
  metaDescription: Bi;
  heroTitle: Bi;
  heroSubtitle: Bi;
  /** Body paragraphs, plain text. */
  body: Bi[];
  /** Optional highlighted facts or bullet points. */
  highlights?: Bi[];
  faq?: { question: Bi; answer: Bi }[];
}

export interface DatedItem {
  slug: Bi; // slug for each language, without slashes
  title: Bi;
  abstract: Bi;
  body: Bi[];
  date: string; // ISO date
  location?: Bi;
  /** Events: held online (the location is then the event page itself). */
  online?: boolean;
  /** Press items: the (fictional) outlet name. */
  outlet?: string;
}

export interface NavLink {
  label: Bi;
  /** Section key of SectionPage or a program path; resolved by the generator. */
  key: string;
  children?: NavLink[];
}
