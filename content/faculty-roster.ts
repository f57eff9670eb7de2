import { areas, areaOfSubject, firstNames, roleOf, surnames, TEACHING_ROLES, type Area, type Gender, type Gendered, type RoleKind } from './data/people.js';
import type { Bi, ProgramFacts } from './data/types.js';
import { createRandom } from './text.js';

/** One programme and the subjects of its study plan a person teaches there. */
export interface Teaching { program: number; subjects: Bi[] }

export interface Person {
  name: string;
  gender: Gender;
  area: Area;
  kind: RoleKind;
  role: Gendered;
  degree: Gendered;
  bio: Bi[];
  teaching: Teaching[];
  /** Lecturers and tutors: listed on /docentes/ as well as /claustro/. */
  teachingStaff: boolean;
}

interface Unit { program: number; subject: Bi }

/** Classroom load of a subject: FP plans count hours, degrees ECTS credits (25 hours of work each). */
const HOURS_PER_ECTS = 25;
const hoursOf = (s: { hours?: number; ects?: number }) => s.hours ?? (s.ects ?? 0) * HOURS_PER_ECTS;
/** Company placements (FP's "Formación en empresa", a degree's "Prácticas Externas"): the tutors'. */
const PLACEMENT = /Formación en empresa|Prácticas Externas/;
/** Final projects (FP's cross-module project, a degree's or master's final project): the coordinator's. */
const FINAL_PROJECT = /intermodular|Trabajo Fin de/i;

/**
 * The faculty, deterministically (spec 2: about 90 profiles per language). Only areas that teach
 * a subject of some programme's study plan get people, so the faculty follows the offer:
 * each area has a head and a researcher, each programme a coordinator from the area that
 * teaches most of its hours (who also supervises its cross-module project), the careers
 * area its placement tutors, and the rest are lecturers spread over the areas by how many
 * subjects they teach. Every person teaches subjects of their own area only.
 */
export function buildFaculty(count: number, programs: ProgramFacts[], seed = 90210): Person[] {
  const random = createRandom(seed);
  const units = new Map<Area, Unit[]>();
  const projects: Unit[] = [];
  programs.forEach((p, program) => {
    for (const year of p.studyPlan) {
      for (const subject of year.subjects) {
        const area = areaOfSubject(subject.name.es);
        if (area) units.set(area, [...(units.get(area) ?? []), { program, subject: subject.name }]);
        // One project per programme and name: the double qualification has a cross-module project in each of its last two years.
        else if (FINAL_PROJECT.test(subject.name.es) && !projects.some((u) => u.program === program && u.subject.es === subject.name.es)) projects.push({ program, subject: subject.name });
      }
    }
  });
  const active = areas.filter((a) => units.has(a));
  if (active.length === 0) throw new Error('seed: no programme subject belongs to any faculty area (content/data/people.ts)');

  const slots: { area: Area; kind: RoleKind; program?: number }[] = [];
  for (const area of active) {
    slots.push({ area, kind: 'head' });
    if (area.key !== 'employability') slots.push({ area, kind: 'researcher' });
  }
  programs.forEach((p, program) => {
    // The coordinator comes from the area with most hours in the programme (placements aside).
    const hours = new Map<Area, number>();
    for (const s of p.studyPlan.flatMap((y) => y.subjects)) {
      const area = areaOfSubject(s.name.es);
      if (area && area.key !== 'employability') hours.set(area, (hours.get(area) ?? 0) + hoursOf(s));
    }
    const lead = [...hours].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (lead) slots.push({ area: lead, kind: 'coordinator', program });
  });
  const employability = active.find((a) => a.key === 'employability');
  if (employability) for (let i = 0; i < 3; i++) slots.push({ area: employability, kind: 'tutor' });
  // Lecturers: each goes to the area with the most classroom hours per person so far (placements
  // are the tutors' and are not taught in a classroom).
  const classroomHours = new Map<Area, number>();
  programs.forEach((p) => p.studyPlan.flatMap((y) => y.subjects).forEach((s) => {
    const area = areaOfSubject(s.name.es);
    if (area && !PLACEMENT.test(s.name.es)) classroomHours.set(area, (classroomHours.get(area) ?? 0) + hoursOf(s));
  }));
  const staffed = new Map<Area, number>(active.map((a) => [a, slots.filter((s) => s.area === a).length]));
  const load = (a: Area) => staffed.get(a)! / Math.max(1, classroomHours.get(a) ?? 0);
  while (slots.length < count) {
    const area = [...active].sort((a, b) => load(a) - load(b))[0]!;
    staffed.set(area, staffed.get(area)! + 1);
    slots.push({ area, kind: 'lecturer' });
  }

  const names = new Set<string>();
  const cursor = new Map<Area, number>();
  const nextUnits = (area: Area, n: number, only?: (u: Unit) => boolean): Unit[] => {
    const list = units.get(area)!.filter(only ?? (() => true));
    if (list.length === 0) return [];
    const out: Unit[] = [];
    for (let i = 0; i < n && out.length < list.length; i++) {
      const at = cursor.get(area) ?? 0;
      cursor.set(area, at + 1);
      const unit = list[at % list.length]!;
      if (!out.some((u) => u.program === unit.program && u.subject.es === unit.subject.es)) out.push(unit);
    }
    return out;
  };
  const bios = new Set<string>();
  return slots.slice(0, count).map((slot) => {
    const gender: Gender = random.next() < 0.5 ? 'f' : 'm';
    let name = '';
    do name = `${random.pick(firstNames[gender])} ${random.pick(surnames)} ${random.pick(surnames)}`; while (names.has(name));
    names.add(name);
    const programme = slot.program !== undefined ? programs[slot.program]! : undefined;
    const role = roleOf(slot.kind, slot.area, programme);
    let taught: Unit[];
    switch (slot.kind) {
      case 'coordinator':
        taught = [...projects.filter((u) => u.program === slot.program), ...nextUnits(slot.area, 1, (u) => u.program === slot.program)];
        break;
      case 'tutor':
        taught = nextUnits(slot.area, 2, (u) => PLACEMENT.test(u.subject.es));
        break;
      case 'lecturer':
        taught = nextUnits(slot.area, 2 + random.int(2), (u) => !PLACEMENT.test(u.subject.es));
        break;
      default:
        taught = nextUnits(slot.area, 1);
    }
    // A bio of 3 or 4 of the area's sentences that nobody else in the area has.
    let bio: Bi[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      bio = random.sample(slot.area.bio, 3 + random.int(2));
      if (!bios.has(`${slot.area.key}:${bio.map((b) => b.es).join(' ')}`)) break;
    }
    bios.add(`${slot.area.key}:${bio.map((b) => b.es).join(' ')}`);
    const teaching: Teaching[] = [];
    for (const unit of taught) {
      const entry = teaching.find((t) => t.program === unit.program);
      if (entry) entry.subjects.push(unit.subject);
      else teaching.push({ program: unit.program, subjects: [unit.subject] });
    }
    return {
      name, gender, area: slot.area, kind: slot.kind, role, degree: random.pick(slot.area.degrees), bio, teaching,
      teachingStaff: TEACHING_ROLES.includes(slot.kind),
    };
  });
}

/** The Spanish form for a gender, or the English one. */
export const say = (word: Gendered, lang: 'es' | 'en', gender: Gender) => (lang === 'en' ? word.en : word[gender]);
