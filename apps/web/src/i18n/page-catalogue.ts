import { addPageCatalogue } from './i18n';
import ptPages from './pt.json?catalogue=pages';

// The Portuguese texts of the pages, everything the shell and the welcome page do not draw
// (ADR 045). Loaded with each page but the welcome page (app/routes.tsx: lazyPage, the callback
// page and the sign-in guard, ADR 047): the texts are added when this module runs, before the
// page can render.
addPageCatalogue(ptPages);
