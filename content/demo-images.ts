import { ILLUSTRATION_KINDS, illustrationPath, illustrationSubject, type IllustrationFrame, type IllustrationKind } from './artwork/demo-illustrations.js';
import { portraitPath, type PortraitGender } from './artwork/demo-portrait.js';
import { slugify } from './text.js';
import { projectPictures } from './data/dated.js';

/**
 * Which picture the demo shows where, and the words that say what it shows. Every demo image is
 * either an illustration of its subject (content/artwork/demo-illustrations.ts) or a DiceBear portrait
 * (content/artwork/demo-portrait.ts); its alt text is written here from the illustration's own subject
 * label, in the page's language, so it describes what is drawn and nothing else.
 *
 * A programme, topic or section added later gets its picture from its words (a "web" programme
 * draws a code editor, a "fashion" one a dress form…), else from its kind (FP, degree, master's;
 * news or blog), so new content never lands on a picture of something else.
 */
type Lang = 'es' | 'en';
export type DemoImage = { url: string; width: number; height: number; alt: string; title: string; position: string };
export type BiImage = Record<Lang, DemoImage>;

export const ILLUSTRATION_ALT_PREFIX: Record<Lang, string> = { es: 'Ilustración: ', en: 'Illustration: ' };
export const PORTRAIT_ALT_PREFIX: Record<Lang, string> = { es: 'Retrato ilustrado de ', en: 'Illustrated portrait of ' };

/** The alt text of an illustration of this kind (what the test checks every image against). */
export function illustrationAlt(kind: IllustrationKind, lang: Lang): string {
  return `${ILLUSTRATION_ALT_PREFIX[lang]}${illustrationSubject(kind, lang)}`;
}

/** One illustration as a contract Image in each language (`hero` for one behind a title). */
export function illustration(kind: IllustrationKind, variant: number, width = 1600, height = 900, frame: IllustrationFrame = 'card'): BiImage {
  const one = (lang: Lang): DemoImage => ({ url: illustrationPath(kind, variant, frame), width, height, alt: illustrationAlt(kind, lang), title: '', position: 'center' });
  return { es: one('es'), en: one('en') };
}

/** A person's portrait in each language (square; the alt says it is a drawing, and of whom). */
export function portrait(name: string, gender: PortraitGender): BiImage {
  const one = (lang: Lang): DemoImage => ({ url: portraitPath(gender, slugify(name)), width: 800, height: 800, alt: `${PORTRAIT_ALT_PREFIX[lang]}${name}`, title: '', position: 'center' });
  return { es: one('es'), en: one('en') };
}

/**
 * Variant numbers per kind, handed out in order: the k-th picture of a kind gets the variant after
 * the (k-1)-th (48 compositions, then again), so items listed next to each other, which are next
 * to each other in the seed's order too, never share a palette, let alone an image. Each kind
 * starts at its own place, so the first pictures of different subjects differ in colour too.
 */
export class IllustrationVariants {
  private readonly used = new Map<IllustrationKind, number>();
  next(kind: IllustrationKind): number {
    const k = this.used.get(kind) ?? 0;
    this.used.set(kind, k + 1);
    return (ILLUSTRATION_KINDS.indexOf(kind) * 5 + k) % 48;
  }
  image(kind: IllustrationKind, width?: number, height?: number): BiImage {
    return illustration(kind, this.next(kind), width, height);
  }
}

/** Subjects recognised in a programme's, topic's or item's words (Spanish and English, accents folded), first match wins. */
const SUBJECTS: [RegExp, IllustrationKind][] = [
  [/\b(asir|redes?|network|networks|sistemas informaticos|systems admin\w*|servidor(es)?|servers?|cloud|nube|ciberseguridad|cybersecurity)\b/, 'server-rack'],
  // A short film shows a still of it, before "3D" gives it the animator's wireframe figure.
  [/\b(cortometrajes?|corto 3d|short films?|animated shorts?|3d shorts?)\b/, 'film-still'],
  [/\b(animacion(es)?|animation|3d|a3dj)\b/, 'wireframe-character'],
  [/\b(videojuegos?|video games?|games?|juegos?|game jam)\b/, 'game-controller'],
  [/\b(inteligencia artificial|artificial intelligence|ai|ia|machine learning|aprendizaje automatico)\b/, 'neural-network'],
  [/\b(ciencia de datos|data science|datos|data|analitica|analytics|big data)\b/, 'charts'],
  [/\b(moda|fashion|textil|textile|patronaje|pattern making)\b/, 'dress-form'],
  [/\b(interiores|interior|interiorismo)\b/, 'floor-plan'],
  [/\b(grafico|grafica|graphic|tipografia|typography|branding|identidad visual|visual identity)\b/, 'type-grid'],
  [/\b(producto|product design|industrial)\b/, 'chair-sketch'],
  [/\b(robotica|robotics|robots?)\b/, 'robot-arm'],
  [/\b(matematicas|mathematics|maths?)\b/, 'formulas'],
  [/\b(multiplataforma|multi-platform|dam|moviles?|mobile|apps?)\b/, 'devices'],
  [/\b(web|daw|full[ -]?stack|frontend|front-end|backend|back-end|html|javascript|software)\b/, 'code-editor'],
  [/\b(marketing|empresas?|business|negocios?|comercio|commerce|finanzas|finance|gestion|management|emprendimiento|entrepreneurship)\b/, 'business'],
  [/\b(diseno|design)\b/, 'design-tools'],
  [/\b(puertas abiertas|open day|open days)\b/, 'open-day'],
  [/\b(becas?|scholarships?|grants?)\b/, 'scholarship'],
  [/\b(entrevistas?|interviews?)\b/, 'interview'],
  [/\b(realidad virtual|virtual reality|vr)\b/, 'vr-room'],
  [/\b(biblioteca|library)\b/, 'library'],
];

/** Lower case without accents ("Diseño gráfico" → "diseno grafico"), for matching words in either language. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The subject the words name, if any. */
export function subjectOf(...texts: string[]): IllustrationKind | null {
  const text = fold(texts.join(' '));
  return SUBJECTS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A programme's illustration: what it teaches, else its kind (FP: a classroom; degree: the campus; master's: a tutorial). */
export function programKind(p: { shortName: string; title: Record<Lang, string>; programType: string }): IllustrationKind {
  return subjectOf(p.shortName, p.title.es, p.title.en)
    ?? (p.programType === 'MASTER' ? 'mentoring' : p.programType === 'DEGREE' ? 'campus-building' : 'classroom');
}

/** The spec's article topics that are not a field of study, and what shows them. */
const TOPIC_KINDS: Record<string, IllustrationKind> = {
  'vocational-training': 'classroom',
  interviews: 'interview',
  'school-news': 'campus-building',
};

/** An article topic's illustration: its field (by key or label), else a newspaper for news and a classroom for the blog. */
export function topicKind(topic: { key: string; label: Record<Lang, string>; kind: string }): IllustrationKind {
  return TOPIC_KINDS[topic.key] ?? subjectOf(topic.key.replace(/-/g, ' '), topic.label.es, topic.label.en) ?? (topic.kind === 'NEWS' ? 'newspaper' : 'classroom');
}

/**
 * An article's illustration: a field topic's (a fashion article shows the dress form); a school
 * news or training article shows the field its title names ("a web development workshop": the
 * code editor), else its topic's; an interview always shows the interview.
 */
export function articleKind(topic: { key: string; label: Record<Lang, string>; kind: string }, title: Record<Lang, string>): IllustrationKind {
  const own = topicKind(topic);
  const named = subjectOf(title.es, title.en);
  // An article about a short film shows a still of it, whatever field it is filed under.
  if (named === 'film-still') return named;
  if (!(topic.key in TOPIC_KINDS) || own === 'interview') return own;
  return named ?? own;
}

/** Section pages (their hero on the home and landings, their share image everywhere). */
const SECTION_KINDS: Record<string, IllustrationKind> = {
  home: 'campus-building', campus: 'campus-building', museum: 'campus-building', dna: 'dev-lab',
  'future-student': 'classroom', 'what-is': 'classroom', parents: 'classroom', admission: 'mentoring',
  faculty: 'mentoring', teachers: 'mentoring', people: 'mentoring', fees: 'scholarship', salaries: 'business',
  'open-day': 'open-day', events: 'open-day', clubs: 'open-day', projects: 'dev-lab', contact: 'contact',
  news: 'newspaper', 'fp-news': 'newspaper', blog: 'newspaper', press: 'newspaper', 'press-appearances': 'interview',
};
export function sectionKind(key: string, title: Record<Lang, string>): IllustrationKind {
  return SECTION_KINDS[key] ?? subjectOf(title.es, title.en) ?? 'campus-building';
}

/**
 * An event's, project's or press item's illustration: the one chosen for it (a project's, in
 * content/data/dated.ts projectPictures), else the
 * subject its title names, else by what it is (an online event: a video call; one in the
 * auditorium: its seats; other events: visitors at the school; a project: the subject its summary
 * names, or none, which the seed refuses; press: a newspaper).
 */
export function datedKind(source: string, entry: { title: Record<Lang, string>; abstract: Record<Lang, string>; online?: boolean | undefined; location?: Record<Lang, string> | undefined }): IllustrationKind {
  const chosen = source === 'PROJECTS' ? projectPictures[entry.title.es] : undefined;
  if (chosen) return chosen;
  if (source === 'EVENTS' && entry.online) return 'video-call';
  const named = subjectOf(entry.title.es, entry.title.en);
  if (named) return named;
  if (source === 'EVENTS') {
    const place = fold(`${entry.location?.es ?? ''} ${entry.location?.en ?? ''}`);
    if (/auditori|aula magna/.test(place)) return 'auditorium';
    if (/laborator|\blab\b/.test(place)) return 'dev-lab';
    return subjectOf(entry.abstract.es, entry.abstract.en) ?? 'open-day';
  }
  if (source === 'PROJECTS') {
    const kind = subjectOf(entry.abstract.es, entry.abstract.en);
    if (!kind) throw new Error(`seed: the project "${entry.title.es}" names no subject the demo draws; give it one in content/data/dated.ts projectPictures`);
    return kind;
  }
  return source === 'PRESS_APPEARANCES' ? 'interview' : 'newspaper';
}
