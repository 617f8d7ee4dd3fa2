// The server's error answers (application/problem+json), for the routes of `mockApi`.
import { jsonResponse } from './mock-api';

/**
 * A problem+json answer as the server sends it: `status`, `type` (about:blank or
 * about:blank#<code>), `title`, then the other members (`detail`…).
 */
export function problemResponse(
  status: number,
  type: string,
  title: string,
  members: Record<string, unknown> = {},
): Response {
  return jsonResponse({ type, title, status, ...members }, status);
}

/** A 400 answer refusing a body (about:blank#validation), with its `detail` and field `errors`. */
export function validationProblem(
  title: string,
  fields: { detail?: string; errors: readonly { path: string; message: string }[] },
): Response {
  return problemResponse(400, 'about:blank#validation', title, fields);
}
