import {
  figureEntryCreateSchema,
  figureEntrySchema,
  figureEntryUpdateSchema,
} from '@artistic/domain/figures/entry-schema';
import type { Db } from '../../db/client.ts';
import { registerEntryRoutes } from '../../http/entry-routes.ts';
import type { ApiApp } from '../../http/types.ts';
import {
  createFigureEntry,
  deleteFigureEntry,
  getFigureEntry,
  listFigureEntries,
  replaceFigureEntry,
} from './service.ts';

export function registerFigureEntryRoutes(app: ApiApp, deps: { db: Db; now: () => Date }) {
  registerEntryRoutes(app, deps, {
    tag: 'figure-entries',
    path: '/api/figura',
    entrySchema: figureEntrySchema,
    createSchema: figureEntryCreateSchema,
    updateSchema: figureEntryUpdateSchema,
    etag: false,
    summaries: {
      list: 'Figure entries the caller may see (club: its own)',
      get: 'One figure entry',
      add: 'Enter athletes in a figures / technical elements event',
      update: 'Replace a figure entry atomically (needs its version)',
      delete: 'Delete a figure entry (admin, or its club before the deadline; never a referee)',
    },
    forbidden: 'Not allowed (role or deadline)',
    conflict: 'Stale version',
    answers: { one: 'The entry', updated: 'Replaced' },
    list: listFigureEntries,
    get: getFigureEntry,
    create: createFigureEntry,
    update: replaceFigureEntry,
    delete: deleteFigureEntry,
  });
}
