import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { Preloadable } from './preloadable';
import { preloadable } from './preloadable';
import type { RouteObject } from 'react-router';
import { createRoutesFromElements, matchRoutes, Route } from 'react-router';
import { loadDomainMessages } from '../i18n/i18n';
import { hasStoredOidcUser, useSession } from '../lib/session';
import {
  AppLayout,
  FRAMELESS,
  FRAMELESS_FOR_VISITORS,
  isFrameless,
  isVisitorSession,
  loadPageFrame,
} from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** The pages' texts (everything the shell does not draw, ADR 045), loaded once. */
const loadPageTexts = () => import('../i18n/page-catalogue');

/**
 * A page that loads on demand: the export `name` of the module that `load` imports, with the
 * pages' texts and the domain's texts its forms and refusals name (loaded once, ADR 043), inside
 * the visit's data cache (app/page-data.tsx, loaded with the first such page, ADR 047).
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Preloadable {
  return preloadable(() =>
    Promise.all([load(), import('./page-data'), loadPageTexts(), loadDomainMessages()]).then(
      ([module, { PageData }]) => {
        const Page: ComponentType = module[name];
        return function DataPage() {
          return (
            <PageData>
              <Page />
            </PageData>
          );
        };
      },
    ),
  );
}

// Every page but the not-found one loads on demand; all but the welcome page inside the page
// frame that brings Mantine (ADR 044, ADR 048). The welcome and callback pages and the sign-in
// guard need no domain texts.
const WelcomePage = preloadable(() =>
  import('../features/welcome/pages/welcome-page').then(({ WelcomePage: Page }) => {
    // The competitions (and the frame they draw in) load once the visitor heads for them.
    return function Welcome() {
      return <Page onCompetitionsIntent={preloadCompetitions} />;
    };
  }),
);
const CallbackPage = lazy(() =>
  Promise.all([import('../features/users/pages/callback-page'), loadPageTexts()]).then(([m]) => ({
    default: m.CallbackPage,
  })),
);
const RequireAuth = lazy(() =>
  Promise.all([import('./require-auth'), loadPageTexts()]).then(([m]) => ({
    default: m.RequireAuth,
  })),
);
const CompetitionListPage = lazyPage(
  () => import('../features/competitions/pages/competition-list-page'),
  'CompetitionListPage',
);
const VisitorCompetitionListPage = lazyPage(
  () => import('../features/competitions/pages/visitor-competition-list-page'),
  'VisitorCompetitionListPage',
);

/**
 * /competition: a visitor gets the list drawn without the page frame, a signed-in user (or one
 * being restored) the full list with its actions (ADR 050).
 */
function CompetitionsRoute() {
  return isVisitorSession(useSession()) ? <VisitorCompetitionListPage /> : <CompetitionListPage />;
}

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
const MedalsPage = lazyPage(() => import('../features/medals/pages/medals-page'), 'MedalsPage');
const RankingsPage = lazyPage(
  () => import('../features/rankings/pages/rankings-page'),
  'RankingsPage',
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
const PanelPage = lazyPage(() => import('../features/judge-panel/pages/panel-page'), 'PanelPage');
const JudgeEvaluationPage = lazyPage(
  () => import('../features/judge-evaluation/pages/judge-evaluation-page'),
  'JudgeEvaluationPage',
);
const JudgePage = lazyPage(() => import('../features/judge-panel/pages/judge-page'), 'JudgePage');
const ScoreboardPage = lazyPage(
  () => import('../features/scoreboard/pages/scoreboard-page'),
  'ScoreboardPage',
);
const AuditPage = lazyPage(() => import('../features/audit/pages/audit-page'), 'AuditPage');
const AthletesPage = lazyPage(
  () => import('../features/athletes/pages/athletes-page'),
  'AthletesPage',
);
const RulesPage = lazyPage(() => import('../features/rulesets/pages/rules-page'), 'RulesPage');
const PublicationsPage = lazyPage(
  () => import('../features/publications/pages/publications-page'),
  'PublicationsPage',
);
const PublishPage = lazyPage(
  () => import('../features/publications/pages/publish-page'),
  'PublishPage',
);

/**
 * The public pages a visitor opens first, by path (their code with its texts and data cache); the
 * competition list as the app will draw it, for a visitor or for a stored user.
 */
const publicPages: Readonly<Record<string, () => Preloadable>> = {
  '/': () => WelcomePage,
  '/competition': () => (hasStoredOidcUser() ? CompetitionListPage : VisitorCompetitionListPage),
  '/startList': () => StartListPage,
  '/resultList': () => ResultListPage,
  '/scoreboard': () => ScoreboardPage,
};

/**
 * Starts loading the public page at `pathname` as the app starts, beside the page frame and
 * GET /api/config, instead of once the frame has rendered its route (ADR 047). The lazy page
 * gets the same module when it renders.
 */
export function preloadPublicPage(pathname: string): Promise<unknown> | undefined {
  const code = publicPages[pathname]?.().preload();
  code?.catch(() => undefined);
  return code;
}

function preloadCompetitions() {
  if (needsPageFrame('/competition')) loadPageFrame().catch(() => undefined);
  preloadPublicPage('/competition');
}

/**
 * Whether the page at `pathname` renders inside the page frame (Mantine, the toasts): every
 * page but the welcome, not-found and result list ones, and for visitors the competition list
 * (ADR 048, ADR 050). The app asks for the frame as it starts only when its first page needs it.
 */
export function needsPageFrame(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname);
  return !isFrameless(matches?.[matches.length - 1]?.route.handle, !hasStoredOidcUser());
}

/**
 * Every route of the spec (section 2); paths keep the spec's spelling. Route objects for a data
 * router (createBrowserRouter in app.tsx), which forms need to ask before unsaved work is left.
 */
export const appRoutes: RouteObject[] = createRoutesFromElements(
  <Route element={<AppLayout />}>
    <Route index element={<WelcomePage />} handle={FRAMELESS} />
    <Route path="public" element={<PublicMessagePage />} />
    <Route path="competition" element={<CompetitionsRoute />} handle={FRAMELESS_FOR_VISITORS} />
    <Route path="startList" element={<StartListPage />} />
    <Route path="resultList" element={<ResultListPage />} handle={FRAMELESS} />
    <Route path="medals" element={<MedalsPage />} />
    <Route path="rankings" element={<RankingsPage />} />
    <Route path="callback" element={<CallbackPage />} />
    <Route path="judge/:code?" element={<JudgePage />} handle={FRAMELESS} />
    <Route path="scoreboard" element={<ScoreboardPage />} handle={FRAMELESS} />

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
      <Route path="admin/publications" element={<PublicationsPage />} />
      <Route path="admin/publish" element={<PublishPage />} />
      <Route path="athletes" element={<AthletesPage />} />
      <Route path="priceList" element={<PriceListPage />} />
      <Route path="panel" element={<PanelPage />} />
      <Route path="judges" element={<JudgeEvaluationPage />} />
    </Route>

    <Route path="*" element={<NotFoundPage />} handle={FRAMELESS} />
  </Route>,
);
