import {
  coachCardCreateSchema,
  coachCardSchema,
  coachCardUpdateSchema,
} from '@artistic/domain/coach-card/schema';
import type { Db } from '../../db/client.ts';
import { registerEntryRoutes } from '../../http/entry-routes.ts';
import type { ApiApp } from '../../http/types.ts';
// The ISS import is this feature's own route module (iss/: its service, reader and worker).
// eslint-disable-next-line no-restricted-imports
import { registerIssImportRoute } from './iss/routes.ts';
import {
  createCoachCard,
  deleteCoachCard,
  getCoachCard,
  listCoachCards,
  updateCoachCard,
} from './service.ts';

export function registerCoachCardRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  registerEntryRoutes(app, deps, {
    tag: 'coach-cards',
    path: '/api/coachcard',
    getPaths: ['/api/coachCard/{id}', '/api/coachcard/{id}'],
    entrySchema: coachCardSchema,
    createSchema: coachCardCreateSchema,
    updateSchema: coachCardUpdateSchema,
    etag: true,
    summaries: {
      list: 'Coach cards the caller may see (admin all; referee submitted/verified; club its own)',
      get: 'One coach card',
      add: 'Create a coach card (State Rascunho = save, Submetido = submit); totals are recomputed',
      update:
        'Save, submit, verify or send back a coach card; the requested State decides which. Needs the version.',
      delete: 'Delete a coach card (admin, or its club before the deadline; never a referee)',
    },
    forbidden: 'Not allowed (role, club or deadline)',
    conflict: 'Stale version, or a state that does not allow it',
    answers: { one: 'The card', updated: 'Updated' },
    list: listCoachCards,
    get: getCoachCard,
    create: createCoachCard,
    update: updateCoachCard,
    delete: deleteCoachCard,
  });
  registerIssImportRoute(app, deps);
}
