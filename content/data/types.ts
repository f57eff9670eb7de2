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

/** A text in both languages, Spanish first, as every data file writes them. */
export const b = (es: string, en: string): Bi => ({ es, en });

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
  /**
   * The official acronyms the programme is known by, with what each stands for (the double
   * qualification has two): shown expanded on its page and in comparisons.
   */
  acronyms: { acronym: string; expansion: Bi }[];
  /** FP: an official higher vocational qualification (hours); DEGREE: a 240-ECTS bachelor's; MASTER: a master's (ECTS). */
  programType: 'FP' | 'DEGREE' | 'MASTER';
  /** Which of the school's three fields (its name: design, technology and business) it belongs to. */
  field: 'design' | 'technology' | 'business';
  abstract: Bi;
  duration: Bi;
  /** Academic years the programme takes (the fees table's total, JSON-LD timeToComplete). */
  years: number;
  /** FP: total hours, which the study plan's hours add up to. */
  hours?: number;
  /** Total ECTS credits; for degrees and master's the study plan's credits add up to it. */
  ects?: number;
  modality: Bi;
  campus: string;
  /** The languages it is taught in (BCP 47), when not Spanish alone. */
  languages?: string[];
  startDate: string; // ISO date
  price: { amount: number; currency: 'EUR'; academicYear: string };
  /** Paid to secure a place; counts towards the first year's price. */
  reservationFee?: { amount: number; currency: 'EUR' };
  places: number;
  credential: Bi;
  intro: Bi[]; // paragraphs
  /** FP plans count hours, degree and master's plans ECTS credits (one measure per plan). */
  studyPlan: { label: Bi; subjects: { name: Bi; hours?: number; ects?: number }[] }[];
  careers: Bi[];
  /** Who can apply: shown on the programme page in its own section (not only in an FAQ). */
  requirements: Bi[];
  admissionSteps: { title: Bi; text: Bi }[];
  faq: { question: Bi; answer: Bi }[];
  testimonials: { name: string; role: Bi; quote: Bi }[];
}

/** One of the school's own scholarships (the fees page lists them). */
export interface Scholarship {
  name: Bi;
  /** A share of the annual price (percent) or a fixed amount off it, up to this much. */
  upTo: { percent: number } | { amount: number; currency: 'EUR' };
  criteria: Bi;
  /** Last day to apply, ISO date. */
  deadline: string;
  /** The levels it is for, when not every one. */
  levels?: ProgramFacts['programType'][];
  /** The fields it is for, when not every one. */
  fields?: ProgramFacts['field'][];
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
  /** Whether a paragraph's opening label ("Finalidad: …") is set in bold (content/text.ts paragraphsHtml). */
  labelled?: boolean;
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
  /** Events: local start and end times at the school (Europe/Madrid), "HH:MM". */
  startTime?: string;
  endTime?: string;
  /** Events: the day it ends, when not the day it starts (ISO date). */
  endDate?: string;
  /** Online events: the platform they are held on ("Zoom"). */
  platform?: string;
  /** Events: every place is taken, so registration is closed whatever the date. */
  full?: boolean;
  /** Events whose places are counted: one session at the event's times with this many places… */
  capacity?: number;
  /** …or sessions the visitor chooses between, local times "HH:MM" on the event's day. */
  sessions?: { start: string; end: string; capacity: number }[];
  /** Events held on a campus: its postal address. */
  address?: { streetAddress: string; postalCode: string; locality: string; country: string };
  /** Press items: the (fictional) outlet name. */
  outlet?: string;
}

export interface NavLink {
  label: Bi;
  /** Section key of SectionPage or a program path; resolved by the generator. */
  key: string;
  /** A list on that page (its anchorID): the studies page's degrees, say. */
  hash?: string;
  children?: NavLink[];
}
