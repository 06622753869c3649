import { VARIANT_FAMILIES, type VariantFamily } from '../../../harness/variants/types';
import type { ApiProblem } from '../../../lib/api-client';
import type { RobustnessRunRequest } from '../types';

/** The start form as typed: numbers stay text until sent, so the server can say what is wrong. */
export interface RunForm {
  target: string;
  /** None: the harness's own endpoint; several: side by side. */
  endpoints: string[];
  families: VariantFamily[];
  variantsPerFamily: string;
  trials: string;
  seed: string;
  /** Use the harness's approved restatements in skill-content and tool-schemas variants. */
  restatements: boolean;
}

export const initialRunForm = (): RunForm => ({
  target: 'draft',
  endpoints: [],
  families: [...VARIANT_FAMILIES],
  variantsPerFamily: '2',
  trials: '1',
  seed: '1',
  restatements: false,
});

// An empty field goes as null, not 0: the server then answers "use a whole number" at the
// field instead of a range error about a number nobody typed.
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The request body. All six families are sent as none (the server's default, so a run
 * stays "all families" in its record); one endpoint goes as `endpoint`, several as
 * `endpoints`. Nothing is checked here: the server's problem points at each bad field.
 */
export function requestBody(form: RunForm): RobustnessRunRequest {
  const all = VARIANT_FAMILIES.every((f) => form.families.includes(f));
  // Canonical order, as the server plans the arms.
  const families = VARIANT_FAMILIES.filter((f) => form.families.includes(f));
  const body: Record<string, unknown> = {
    target: form.target,
    variantsPerFamily: numberOf(form.variantsPerFamily),
    trials: numberOf(form.trials),
    seed: numberOf(form.seed),
  };
  if (!all) body.families = families;
  if (form.endpoints.length === 1) body.endpoint = form.endpoints[0];
  if (form.endpoints.length > 1) body.endpoints = form.endpoints;
  // Sent only when asked: off is the server's default, and a run never needs a second model.
  if (form.restatements) body.restatements = true;
  return body as RobustnessRunRequest;
}

/**
 * The messages a problem gives for one field: its own pointer and those inside it
 * (`/families/2` belongs to the families field). `/endpoint` and `/endpoints` are one
 * field on the form.
 */
export function errorsAt(problem: ApiProblem | undefined, ...pointers: string[]): string[] {
  const inside = (p: string) => pointers.some((f) => p === f || p.startsWith(`${f}/`));
  return (problem?.errors ?? []).filter((e) => inside(e.pointer)).map((e) => e.message);
}

/** Errors at pointers no field of the form shows (said once, above the button). */
export function otherErrors(problem: ApiProblem | undefined, shown: readonly string[]): string[] {
  return (problem?.errors ?? [])
    .filter((e) => !shown.some((f) => e.pointer === f || e.pointer.startsWith(`${f}/`)))
    .map((e) => (e.pointer ? `${e.pointer}: ${e.message}` : e.message));
}

export const FORM_POINTERS = [
  '/target',
  '/endpoint',
  '/endpoints',
  '/families',
  '/variantsPerFamily',
  '/trials',
  '/seed',
  '/restatements',
] as const;
