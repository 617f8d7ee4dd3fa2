import { expect, test } from '@playwright/test';
import { fillLogin, logInAs, logInThroughLoginPage } from './fixtures/login.ts';

test('a newcomer reads the welcome page, logs in as a club and sees the club tabs and role', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bem vindo à Artistic' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Coach Card' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await fillLogin(page, 'clube1');

  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Coach Card' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Figuras' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Treinador Alfa').first()).toBeVisible();
  await expect(main.getByText('Clube', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Clube Natação Alfa').first()).toBeVisible();
  await expect(main.getByText('"role": "clube"')).toBeVisible();
});

test('a wrong password shows a clear error and does not log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await fillLogin(page, 'clube1', 'errada');
  await expect(page.getByRole('alert')).toHaveText('Utilizador ou palavra-passe incorretos.');
  await expect(page.getByLabel('Utilizador')).toHaveValue('clube1');
  // An unknown user gets exactly the same answer (no user enumeration).
  await fillLogin(page, 'nao-existe', 'errada');
  await expect(page.getByRole('alert')).toHaveText('Utilizador ou palavra-passe incorretos.');
});

test('cancelling the login says so, not an error, and leads back to the start page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancelar' }).click();

  await expect(page.getByRole('heading', { name: 'Início de sessão cancelado' })).toBeVisible();
  await expect(page.getByText('Erro no início de sessão')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar à página inicial' }).click();
  await expect(page.getByRole('heading', { name: 'Bem vindo à Artistic' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('each demo account logs in through the real login page', async ({ page }) => {
  for (const [user, role] of [
    ['admin', 'Administrador'],
    ['juiz', 'Árbitro'],
    ['clube2', 'Clube'],
  ] as const) {
    await logInThroughLoginPage(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(role, { exact: true }).first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  }
});

test('Log Out returns to the app logged out', async ({ page }) => {
  await logInThroughLoginPage(page, 'clube1');
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  // The provider asks to confirm ending the session.
  await expect(page.getByRole('heading', { name: 'Terminar sessão?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Bem vindo à Artistic' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Coach Card' })).toHaveCount(0);
});

test('/profile when logged out leads to the login page and back to /profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  await fillLogin(page, 'juiz');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
});

test('an unknown path shows Página não encontrada', async ({ page }) => {
  await page.goto('/isto/nao/existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('the protected message needs a login and then shows the server message', async ({
  page,
  request,
}) => {
  const anonymous = await request.get('/api/messages/protected');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['content-type']).toContain('application/problem+json');
  await logInAs(page, 'admin', '/protected');
  await expect(
    page.getByText(/Mensagem protegida: sessão iniciada como Administrador da Federação/),
  ).toBeVisible();
});
