import { addPageCatalogue } from './i18n';
import ptPages from './pt.json?catalogue=pages';

// The Portuguese texts of the pages, everything the shell does not draw (ADR 045). Imported by
// the page frame (app/page-frame.tsx), in whose Outlet every page renders: the texts are added
// when the frame's module runs, before any page can render.
addPageCatalogue(ptPages);
