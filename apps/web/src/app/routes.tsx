import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { createRoutesFromElements, Route } from 'react-router';
import { loadDomainMessages } from '../i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/**
 * A page that loads on demand: the export `name` of the module that `load` imports, with the
 * domain's texts its forms and refusals name (loaded once, ADR 043).
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() =>
    Promise.all([load(), loadDomainMessages()]).then(([module]) => ({ default: module[name] })),
  );
}

// Every page but the not-found one loads on demand, inside the page frame that brings Mantine
// (ADR 044); the welcome and callback pages and the sign-in guard need no domain texts.
const WelcomePage = lazy(() =>
  import('../features/welcome/pages/welcome-page').then((m) => ({ default: m.WelcomePage })),
);
const CallbackPage = lazy(() =>
  import('../features/users/pages/callback-page').then((m) => ({ default: m.CallbackPage })),
);
const RequireAuth = lazy(() => import('./require-auth').then((m) => ({ default: m.RequireAuth })));
const CompetitionListPage = lazyPage(
  () => import('../features/competitions/pages/competition-list-page'),
  'CompetitionListPage',
);
const CompetitionFormPage = lazyPage(
  () => import('../features/competitions/pages/competition-form-page'),
  'CompetitionFormPage',
);
const StartListPage = lazyPage(
  () => import('../features/start-lists/pages/start-list-page'),
  'StartListPage',
);
const ResultListPage = lazyPage(
  () => import('../features/result-lists/pages/result-list-page'),
  'ResultListPage',
);
const PublicMessagePage = lazyPage(
  () => import('../features/messages/pages/public-message-page'),
  'PublicMessagePage',
);
const ProtectedMessagePage = lazyPage(
  () => import('../features/messages/pages/protected-message-page'),
  'ProtectedMessagePage',
);
const ProfilePage = lazyPage(() => import('../features/users/pages/profile-page'), 'ProfilePage');
const CoachCardFormPage = lazyPage(
  () => import('../features/coach-cards/pages/coach-card-form-page'),
  'CoachCardFormPage',
);
const CoachCardListPage = lazyPage(
  () => import('../features/coach-cards/pages/coach-card-list-page'),
  'CoachCardListPage',
);
const CoachCardReferencePage = lazyPage(
  () => import('../features/coach-cards/pages/coach-card-reference-page'),
  'CoachCardReferencePage',
);
const RoutineResultPage = lazyPage(
  () => import('../features/routine-results/pages/routine-result-page'),
  'RoutineResultPage',
);
const JudgeCardPage = lazyPage(
  () => import('../features/coach-cards/pages/judge-card-page'),
  'JudgeCardPage',
);
const FigureEntryFormPage = lazyPage(
  () => import('../features/figure-entries/pages/figure-entry-form-page'),
  'FigureEntryFormPage',
);
const FigureEntryListPage = lazyPage(
  () => import('../features/figure-entries/pages/figure-entry-list-page'),
  'FigureEntryListPage',
);
const FigureResultsPage = lazyPage(
  () => import('../features/figure-results/pages/figure-results-page'),
  'FigureResultsPage',
);
const PriceListPage = lazyPage(
  () => import('../features/price-lists/pages/price-list-page'),
  'PriceListPage',
);
const AuditPage = lazyPage(() => import('../features/audit/pages/audit-page'), 'AuditPage');
const RulesPage = lazyPage(() => import('../features/rulesets/pages/rules-page'), 'RulesPage');

/**
 * Every route of the spec (section 2); paths keep the spec's spelling. Route objects for a data
 * router (createBrowserRouter in app.tsx), which forms need to ask before unsaved work is left.
 */
export const appRoutes: RouteObject[] = createRoutesFromElements(
  <Route element={<AppLayout />}>
    <Route index element={<WelcomePage />} />
    <Route path="public" element={<PublicMessagePage />} />
    <Route path="competition" element={<CompetitionListPage />} />
    <Route path="startList" element={<StartListPage />} />
    <Route path="resultList" element={<ResultListPage />} />
    <Route path="callback" element={<CallbackPage />} />

    <Route element={<RequireAuth />}>
      <Route path="profile" element={<ProfilePage />} />
      <Route path="coachCard" element={<CoachCardFormPage />} />
      <Route path="listCoachCard" element={<CoachCardListPage />} />
      <Route path="resultCoachCard" element={<RoutineResultPage />} />
      <Route path="refCoachCard" element={<CoachCardReferencePage />} />
      <Route path="pontCoachCard" element={<JudgeCardPage />} />
      <Route path="figura" element={<FigureEntryFormPage />} />
      <Route path="listFiguras" element={<FigureEntryListPage />} />
      <Route path="resultFiguras" element={<FigureResultsPage />} />
      <Route path="protected" element={<ProtectedMessagePage />} />
      <Route path="admin" element={<CompetitionFormPage />} />
      <Route path="admin/audit" element={<AuditPage />} />
      <Route path="admin/rules" element={<RulesPage />} />
      <Route path="priceList" element={<PriceListPage />} />
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);
