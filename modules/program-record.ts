/**
 * A programme's record as its form in the editor shows it (spec 4, structured content): the
 * stored record (src/contract/schemas.ts ProgramFactsSchema, a page's structuredDataContent)
 * with the length of the programme as a number of years, not ISO 8601's "P2Y". Plain data
 * and no schema library, so the editor's window can carry it.
 */
export type RecordValue = Record<string, unknown>;

const YEARS = /^P(\d+)Y$/;

/** The record as the form holds it. */
export function programForm(content: unknown): RecordValue {
  const record = content && typeof content === 'object' && !Array.isArray(content) ? { ...(content as RecordValue) } : {};
  const match = typeof record.timeToComplete === 'string' ? YEARS.exec(record.timeToComplete) : null;
  delete record.timeToComplete;
  return match ? { ...record, years: Number(match[1]) } : record;
}

/**
 * The record the form's value stores: the years written back as ISO 8601, a field left empty
 * removed (every fact is optional: the pages leave out what is not given), and what the form
 * does not show kept as it was.
 */
export function programFromForm(form: RecordValue): RecordValue {
  const record: RecordValue = {};
  for (const [key, value] of Object.entries(form)) {
    if (value === '' || value === null || value === undefined || key === '__proto__') continue;
    if (key === 'years') {
      record.timeToComplete = typeof value === 'number' ? `P${value}Y` : value;
      continue;
    }
    record[key] = value;
  }
  return record;
}
