import { expect, test } from '@playwright/test';
import { addCompetition, adminApi, apiAs } from './fixtures/api.ts';
import { bornAged, pick } from './fixtures/coach-card.ts';
import { isoDaysFromNow } from './fixtures/dates.ts';
import { logInAs } from './fixtures/login.ts';

/**
 * Issue 38: a draft saved with rows left empty can be filled later. Clube Natação Alfa saved its
 * JUV duet with a hybrid without its difficulty and no reserves (set up through the API); the
 * referee asked for the difficulty. The club reopens the card, picks the hybrid's code and a
 * reserve from the registry, saves, and finds both kept.
 */
test('a duet saved with a hybrid without difficulty and no reserves is mended: code picked, reserve found, both kept', async ({
  page,
}) => {
  const stamp = Date.now();
  const theme = `Emenda ${stamp}`;
  // A competition of its own, the day after the demo championship (the registry's ages fit its
  // season), so the draft it leaves changes no other journey's data.
  const { origin, admin } = await adminApi();
  const compId = await addCompetition(admin, {
    Nome: `Taça da Emenda ${stamp}`,
    Data: isoDaysFromNow(46),
    Limite_inscricao: isoDaysFromNow(30),
    Ordem: [{ Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 20 }],
  });
  const clube1 = await apiAs(origin, 'clube1');
  const card = await clube1<{ _id: string }>('POST', '/api/coachcard/add', {
    Competicao: compId,
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Clube: 'Clube Natação Alfa',
    Tema_esquema: theme,
    Atletas: [
      { Licenca: 10240, Nome: 'Mariana Teixeira', Ano: Number(bornAged(14)) },
      { Licenca: 10241, Nome: 'Matilde Correia', Ano: Number(bornAged(14)) },
    ],
    Reservas: [],
    Elementos: [{ Elemento: 'HIB', Ordem: 1, Tempo_inicial: '0:10', Tempo_final: '0:30' }],
    State: 'Rascunho',
  });

  await logInAs(page, 'clube1', `/coachCard?id=${card._id}`);
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);

  // The hybrid's code picker is there, empty, as when the element was first typed.
  const code = page.getByRole('combobox', { name: 'Dificuldade 1 (linha 1)' });
  await expect(code).toHaveValue('');
  await pick(page, 'Dificuldade 1 (linha 1)', 'T1 (0,45)', 'T1');
  await expect(page.getByRole('status', { name: 'Total (linha 1)' })).toHaveText('0,9500');

  // The reserve rows are back to be filled: the registry search fills the first.
  const search = page.getByRole('textbox', { name: 'Procurar reserva no registo' });
  await expect(search).toBeEnabled();
  await search.fill('Diana');
  await page.getByRole('option', { name: /Diana Lopes/ }).click();
  await expect(page.getByRole('textbox', { name: 'Nome (reserva 1)' })).toHaveValue('Diana Lopes');

  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  await expect(page.getByText('Coach Card gravado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);

  // Reopened: both are kept.
  await page.goto(`/coachCard?id=${card._id}`);
  await expect(page.getByRole('combobox', { name: 'Dificuldade 1 (linha 1)' })).toHaveValue(
    'T1 (0,45)',
  );
  await expect(page.getByRole('textbox', { name: 'Nome (reserva 1)' })).toHaveValue('Diana Lopes');
  await expect(page.getByRole('textbox', { name: 'Licença (reserva 1)' })).toHaveValue('10233');
  await expect(page.getByRole('status', { name: 'Total declarado' })).toHaveText('0,9500');
});
