/**
 * The JSON Schema the preview serves for a module (zod's toJSONSchema of the module's schema,
 * input side), as far as the side panel reads it. Rich text is marked with
 * `contentMediaType: "text/html"` by the preview server.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  minItems?: number;
  contentMediaType?: string;
  /** `date` (YYYY-MM-DD), `date-time`: the panel offers a date picker. */
  format?: string;
}

/** The schema's main type, ignoring `null` (optional values are often `T | null`). */
export function typeOf(schema: JsonSchema): string | undefined {
  if (schema.const !== undefined) return typeof schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  return variant ? typeOf(variant) : undefined;
}

/** For a union (a card list mixing kinds, tabs), the variant that describes `value`. */
export function variantFor(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = (schema.anyOf ?? schema.oneOf)?.filter((s) => s.type !== 'null');
  if (!variants?.length) return schema;
  const record = value && typeof value === 'object' ? value as Record<string, unknown> : {};
  return variants.find((v) => Object.entries(v.properties ?? {}).every(([k, p]) => p.const === undefined || p.const === record[k])) ?? variants[0]!;
}

/**
 * A new, empty value of the schema: what "Add item" appends. Required text starts empty (the
 * panel then shows the build's message until it is filled), defaults and constants are kept.
 */
export function emptyValue(schema: JsonSchema): unknown {
  const resolved = variantFor(schema, undefined);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.default !== undefined) return structuredClone(resolved.default);
  if (resolved.enum?.length) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(resolved.properties ?? {})) {
        if (resolved.required?.includes(name) || prop.const !== undefined) value[name] = emptyValue(prop);
      }
      return value;
    }
    case 'array': return [];
    case 'boolean': return false;
    case 'number': case 'integer': return 0;
    default: return '';
  }
}
