/**
 * Makes the OpenAPI document say what each field really accepts. zod describes a field behind a
 * preprocess by what it becomes, so the document would refuse what the server takes: a postal code
 * sent as a number, a company left out, an empty image meaning "none". Each schema is asked
 * instead — with nothing, null, '', a number and a numeric string — and what it accepts is what
 * the document allows. Answers are plain schemas, which these probes leave as they are.
 */
import type { JSONSchema } from 'zod/v4/core';
import { z } from 'zod';

type Json = JSONSchema.BaseSchema;

const PROBES: { value: unknown; allowed: Json; admits: (json: Json) => boolean }[] = [
  { value: null, allowed: { type: 'null' }, admits: (json) => typeIncludes(json, 'null') },
  {
    value: '',
    allowed: { const: '' },
    admits: (json) => typeIncludes(json, 'string') && !json.minLength && !json.pattern,
  },
  {
    value: 12345,
    allowed: { type: 'number' },
    admits: (json) => typeIncludes(json, 'number') || typeIncludes(json, 'integer'),
  },
  {
    value: '12',
    allowed: { type: 'string', pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' },
    admits: (json) => typeIncludes(json, 'string'),
  },
];

function typeIncludes(json: Json, type: string): boolean {
  if (json.anyOf) return json.anyOf.some((branch) => typeIncludes(branch as Json, type));
  if (json.type === undefined) return json.const === undefined && json.enum === undefined && !json.$ref;
  return Array.isArray(json.type) ? json.type.includes(type as never) : json.type === type;
}

/** Whether the string is trimmed before its other checks run (`.trim()` is an overwriting check). */
const trims = (schema: z.ZodString): boolean =>
  (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

/** zod's own tidying of unions, kept: empty branches say nothing. */
function dropEmptyBranches(json: Json): void {
  if (json.anyOf) json.anyOf = json.anyOf.filter((branch) => Object.keys(branch).length > 0);
}

/**
 * Widened in place: zod may share one field's JSON between every object that uses the field, and
 * assembles the document from those shared nodes after this runs.
 */
function widen(json: Json, alternatives: Json[]): void {
  const original = { ...json };
  for (const key of Object.keys(json)) delete (json as Record<string, unknown>)[key];
  json.anyOf = [original, ...alternatives];
}

/**
 * `override` for zod's toJSONSchema, called for every schema in the document: a schema is widened
 * to the probes it accepts, and an object's required fields are those that refuse nothing.
 */
export function documentAcceptedInput(ctx: { zodSchema: unknown; jsonSchema: Json }): void {
  const { zodSchema: schema, jsonSchema: json } = ctx;
  dropEmptyBranches(json);
  if (!(schema instanceof z.ZodType) || json.$ref) return;
  if (schema instanceof z.ZodString && trims(schema)) {
    // Checked after trimming: surrounding white space is accepted, and counts towards no limit.
    if (json.pattern) json.pattern = `^\\s*(?:${json.pattern.replace(/^\^|\$$/g, '')})\\s*$`;
    delete json.maxLength;
    return;
  }
  if (schema instanceof z.ZodObject) {
    if (!json.properties) return;
    const shape = schema.shape as Record<string, z.ZodType>;
    const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
    if (required.length > 0) json.required = required;
    else delete json.required;
    return;
  }
  const widenings = PROBES.filter((probe) => !probe.admits(json) && schema.safeParse(probe.value).success);
  if (widenings.length > 0)
    widen(
      json,
      widenings.map((probe) => probe.allowed),
    );
}
