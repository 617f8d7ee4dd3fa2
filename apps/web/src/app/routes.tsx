import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { createRoutesFromElements, Route } from 'react-router';
import { CallbackPage } from '../features/users/pages/callback-page';
import { WelcomePage } from '../features/welcome/pages/welcome-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

// Everything but the welcome, callback and not-found pages loads on demand.
const CompetitionListPage = lazy(() =>
  import('../features/competitions/pages/competition-list-page').then((m) => ({
    default: m.CompetitionListPage,
  })),
);
const CompetitionFormPage = lazy(() =>
  import('../features/competitions/pages/competition-form-page').then((m) => ({
    default: m.CompetitionFormPage,
  })),
);
const StartListPage = lazy(() =>
  import('../features/start-lists/pages/start-list-page').then((m) => ({
    default: m.StartListPage,
  })),
);
const ResultListPage = lazy(() =>
  import('../features/result-lists/pages/result-list-page').then((m) => ({
    default: m.ResultListPage,
  })),
);
const PublicMessagePage = lazy(() =>
  import('../features/messages/pages/public-message-page').then((m) => ({
    default: m.PublicMessagePage,
  })),
);
const ProtectedMessagePage = lazy(() =>
  import('../features/messages/pages/protected-message-page').then((m) => ({
    default: m.ProtectedMessagePage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/users/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const CoachCardFormPage = lazy(() =>
  import('../features/coach-cards/pages/coach-card-form-page').then((m) => ({
    default: m.CoachCardFormPage,
  })),
);
const CoachCardListPage = lazy(() =>
  import('../features/coach-cards/pages/coach-card-list-page').then((m) => ({
    default: m.CoachCardListPage,
  })),
);
const CoachCardReferencePage = lazy(() =>
  import('../features/coach-cards/pages/coach-card-reference-page').then((m) => ({
    default: m.CoachCardReferencePage,
  })),
);
const RoutineResultPage = lazy(() =>
  import('../features/routine-results/pages/routine-result-page').then((m) => ({
    default: m.RoutineResultPage,
  })),
);
const JudgeCardPage = lazy(() =>
  import('../features/coach-cards/pages/judge-card-page').then((m) => ({
    default: m.JudgeCardPage,
  })),
);
const FigureEntryFormPage = lazy(() =>
  import('../features/figure-entries/pages/figure-entry-form-page').then((m) => ({
    default: m.FigureEntryFormPage,
  })),
);
const FigureEntryListPage = lazy(() =>
  import('../features/figure-entries/pages/figure-entry-list-page').then((m) => ({
    default: m.FigureEntryListPage,
  })),
);
const FigureResultsPage = lazy(() =>
  import('../features/figure-results/pages/figure-results-page').then((m) => ({
    default: m.FigureResultsPage,
  })),
);
const PriceListPage = lazy(() =>
  import('../features/price-lists/pages/price-list-page').then((m) => ({
    default: m.PriceListPage,
  })),
);
const AuditPage = lazy(() =>
  import('../features/audit/pages/audit-page').then((m) => ({ default: m.AuditPage })),
);
const RulesPage = lazy(() =>
  import('../features/rulesets/pages/rules-page').then((m) => ({ default: m.RulesPage })),
);

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
