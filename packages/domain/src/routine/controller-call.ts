/**
 * The technical controllers' call on a routine element and the value it leaves to score
 * (AS 6.7.7: a hybrid or acrobatic not performed as declared gets its base mark; AS 6.7.9 and
 * 6.7.10: an omitted or incorrect TRE, or one swum out of the declared order, DD 0).
 */
import type { ElementName, RoutineCall } from '../core/enums.ts';
import { DEFAULT_ROUTINE_CALL, ROUTINE_CALLS } from '../core/enums.ts';

const ONLY_DECLARED: readonly RoutineCall[] = ['Declarado'];
const CALLS_BY_ELEMENT: Partial<Record<ElementName, readonly RoutineCall[]>> = {
  HIB: ['Declarado', 'NB'],
  ACR: ['Declarado', 'NB'],
  TRE: ['Declarado', 'Omitido'],
};

/** The calls the controllers may make on an element (only 'Declarado' for TRA, SuCon, ChoHy, Execução). */
export function getAllowedCalls(element: ElementName): readonly RoutineCall[] {
  return CALLS_BY_ELEMENT[element] ?? ONLY_DECLARED;
}

export function isCallAllowed(element: ElementName, call: RoutineCall): boolean {
  return getAllowedCalls(element).includes(call);
}

export function isRoutineCall(value: unknown): value is RoutineCall {
  return (ROUTINE_CALLS as readonly unknown[]).includes(value);
}

/** A stored call: missing, or the old system's free text or number, means 'Declarado'. */
export function readRoutineCall(value: unknown): RoutineCall {
  return isRoutineCall(value) ? value : DEFAULT_ROUTINE_CALL;
}

/** The element's value that multiplies the mean (FP_val) under the call. */
export function getCalledValue(
  call: RoutineCall,
  element: { readonly declared: number; readonly baseMark: number },
): number {
  if (call === 'NB') return element.baseMark;
  if (call === 'Omitido') return 0;
  return element.declared;
}
