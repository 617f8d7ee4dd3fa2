/**
 * POST /api/coachcard/iss (issue 39): the real ISS card, as a file and as pasted text, read and
 * valued through the API; what is no card refused naming `file`; the untrusted .xlsx bounded
 * (body, unpacked size, rows); who may read one. Nothing is ever stored.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { IssImport } from '@artistic/domain/coach-card/iss/types';
import { MAX_BODY_BYTES } from '../../../app.ts';
import { snapshotDatabase } from '../../../test/route-fixtures.ts';
import type { TestUser } from '../../../test/test-app.ts';
import { competitionInput, postCompetition, users, useTestApp } from '../../../test/test-app.ts';
import { issImportSchema } from '@artistic/domain/coach-card/iss/schema';
import { buildZip, zipBomb } from './test-zip.ts';
import { UPLOAD_MESSAGES } from './upload.ts';
import {
  SENIOR_TEAM_FREE_DD as CARD_DD,
  SENIOR_TEAM_FREE_TEXT as CARD_TEXT,
} from '@artistic/domain/testing/iss-card';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const card = new Uint8Array(
  readFileSync(new URL('./fixtures/SENIOR-Team_Free-PRELIMS-OCC-.xlsx', import.meta.url)),
);

const event = (Tipo: string, Categoria: string) => ({
  Tipo,
  Categoria,
  Resultado: false,
  Price: 40,
});

let teamFree: string;
let withoutTeam: string;
let hidden: string;
let closed: string;

const t = useTestApp();
beforeAll(async () => {
  teamFree = await postCompetition(
    t,
    competitionInput({ Nome: 'Open ISS', Ordem: [event('EQUIPA LIVRE', 'ABS')] }),
  );
  withoutTeam = await postCompetition(
    t,
    competitionInput({ Nome: 'Taça de Duetos', Ordem: [event('DUETO LIVRE', 'JUV')] }),
  );
  hidden = await postCompetition(
    t,
    competitionInput({ Nome: 'Oculta ISS', visible: false, Ordem: [event('EQUIPA LIVRE', 'ABS')] }),
  );
  closed = await postCompetition(
    t,
    competitionInput({
      Nome: 'Fechada ISS',
      Data: '2027-01-20',
      Limite_inscricao: '2027-01-10',
      Ordem: [event('EQUIPA LIVRE', 'ABS')],
    }),
  );
});

interface Upload {
  as?: TestUser | null;
  compId?: string;
  /** More of the query, e.g. '&Categoria=ABS'. */
  query?: string;
  type?: string | null;
}

/** POSTs `body` as a club of Alfa's (unless said) to the competition with the team event. */
async function upload(body: Uint8Array | string, o: Upload = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const as = o.as === undefined ? users.clubeA : o.as;
  if (as) headers['authorization'] = `Bearer ${await t.tokenFor(as)}`;
  const type =
    o.type === undefined ? (typeof body === 'string' ? 'text/plain; charset=utf-8' : XLSX) : o.type;
  if (type !== null) headers['content-type'] = type;
  const path = `/api/coachcard/iss?compId=${encodeURIComponent(o.compId ?? teamFree)}${o.query ?? ''}`;
  return t.app.request(path, { method: 'POST', headers, body });
}

async function imported(res: Response): Promise<IssImport> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  // The answer is what the OpenAPI document says it is.
  return issImportSchema.parse(JSON.parse(text)) as IssImport;
}

async function problem(res: Response, status: number): Promise<ProblemDetails> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = JSON.parse(text) as ProblemDetails;
  expect(body.status).toBe(status);
  return body;
}

/** A refusal naming `file` with `message`. */
async function fileRefusal(res: Response, status: number, message: string): Promise<void> {
  const body = await problem(res, status);
  expect(body.errors).toEqual([{ path: 'file', message }]);
  expect(body.detail).toBe(message);
}

/** What a row says, but where it stands (an Excel row, a pasted line; text has no EL numbers). */
const comparable = (rows: IssImport['rows']) =>
  rows.map(({ line: _line, number: _number, ...rest }) => rest);

describe('POST /api/coachcard/iss: the real ISS card', () => {
  it('reads the .xlsx: nine elements at the DD the card declares, nothing stored', async () => {
    const before = await snapshotDatabase(t.db);
    const result = await imported(await upload(card));
    expect(result.problems).toEqual([]);
    expect(result.layout).toBe('printed');
    expect(result.Categoria).toBe('ABS');
    expect(result.Esquema).toBe('EQUIPA LIVRE');
    expect(result.rows.map((r) => r.fileDD)).toEqual(CARD_DD);
    expect(result.rows.map((r) => r.dd)).toEqual(CARD_DD);
    expect(result.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Each row at its Excel row: the elements are on rows 12, 14, … 28 of the sheet.
    expect(result.rows.map((r) => r.line)).toEqual([12, 14, 16, 18, 20, 22, 24, 26, 28]);
    expect(result.Elementos).toHaveLength(9);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it('reads the same card pasted as text into the same rows', async () => {
    const file = await imported(await upload(card));
    const text = await imported(await upload(CARD_TEXT));
    expect(text.layout).toBe('text');
    expect(text.Categoria).toBe('ABS');
    expect(text.Esquema).toBe('EQUIPA LIVRE');
    expect(text.rows.map((r) => r.dd)).toEqual(CARD_DD);
    expect(comparable(text.rows)).toEqual(comparable(file.rows));
    expect(text.Elementos).toEqual(file.Elementos);
  });

  it('reads the file whatever its Content-Type says, but text/plain', async () => {
    for (const type of ['application/octet-stream', 'application/json', null])
      expect((await upload(card, { type })).status, String(type)).toBe(200);
    expect((await upload(CARD_TEXT, { type: 'TEXT/PLAIN' })).status).toBe(200);
  });

  it('refuses the card in a competition without its event, naming the field', async () => {
    const body = await problem(await upload(card, { compId: withoutTeam }), 400);
    const paths = (body.errors ?? []).map((e) => e.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p === 'Esquema' || p === 'Categoria')).toBe(true);
  });

  it('refuses a hint that is no category or routine, naming it', async () => {
    const categoria = await problem(await upload(card, { query: '&Categoria=SENIOR' }), 400);
    expect(categoria.errors?.map((e) => e.path)).toEqual(['Categoria']);
    const esquema = await problem(await upload(card, { query: '&Esquema=Team%20Free' }), 400);
    expect(esquema.errors?.map((e) => e.path)).toEqual(['Esquema']);
    // A good hint is taken (the card says the same).
    const hinted = await upload(card, { query: '&Categoria=ABS&Esquema=EQUIPA%20LIVRE' });
    expect((await imported(hinted)).Esquema).toBe('EQUIPA LIVRE');
  });

  it('refuses a request without compId, or one naming no competition the caller sees', async () => {
    const res = await t.app.request('/api/coachcard/iss', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor(users.admin)}`, 'content-type': XLSX },
      body: card,
    });
    expect((await problem(res, 400)).errors?.map((e) => e.path)).toEqual(['compId']);
    const unknown = await problem(await upload(card, { compId: 'f'.repeat(24) }), 400);
    expect(unknown.errors?.map((e) => e.path)).toEqual(['compId']);
  });
});

describe('POST /api/coachcard/iss: a card made with the ISS calculator template', () => {
  it('reads Excel times, merged titles, codes over several columns, formulas and Value rows', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('LEGEND').addRow(['TIME', 'PART', 'EL']);
    const ws = wb.addWorksheet('TEMPLATE - Auto Calculator');
    ws.addRow(['Age Group', null, 'Senior']);
    ws.addRow(['Event', null, 'Team Free']);
    ws.addRow(['Theme', null, 'Calculadora']);
    ws.addRow([]);
    ws.addRow(['START', 'END', 'PART', 'EL', 'DECLARED DIFFICULTY', null, null, 'BONUS', 'DD']);
    ws.mergeCells('E5:G5');
    // Music times as Excel times: 0:13 as m:ss, 0:26 typed as h:mm (0 h 26 min).
    const ms = (m: number, s: number) => new Date(Date.UTC(1899, 11, 30, 0, m, s));
    const hm = (m: number, s: number) => new Date(Date.UTC(1899, 11, 30, m, s, 0));
    const hybrid = ws.addRow([ms(0, 13), ms(0, 25), 'HYBRID', 1, 'T1', 'S1', 'F4f*0.5', '1PC']);
    hybrid.getCell(9).value = { formula: '0.5+0.45+0.35+0.2+0.2', result: 1.7 };
    ws.addRow(['Value', null, null, null, 0.45, 0.35, 0.2, 0.2]);
    const acro = ws.addRow([hm(0, 26), hm(0, 40), 'ACRO', 2, 'A-Sq-Back-tk-t1']);
    acro.getCell(9).value = 1.975;
    for (const row of [hybrid, acro]) {
      row.getCell(1).numFmt = row === hybrid ? 'm:ss' : 'h:mm';
      row.getCell(2).numFmt = row === hybrid ? 'm:ss' : 'h:mm';
    }
    const file = new Uint8Array(await wb.xlsx.writeBuffer());
    const answer = await imported(await upload(file));
    expect(answer).toMatchObject({
      Categoria: 'ABS',
      Esquema: 'EQUIPA LIVRE',
      layout: 'calculator',
    });
    expect(answer.Tema_esquema).toBe('Calculadora');
    expect(answer.rows.map((r) => [r.line, r.number, r.codes.join(' '), r.fileDD, r.dd])).toEqual([
      [6, 1, 'T1 S1 F4f*0.5 1PC', 1.7, 1.7],
      [8, 2, 'A-Sq-Back-tk-t1', 1.975, 1.975],
    ]);
    expect(answer.Elementos.map((e) => [e.Tempo_inicial, e.Tempo_final])).toEqual([
      ['0:13', '0:25'],
      ['0:26', '0:40'],
    ]);
  });
});

describe('POST /api/coachcard/iss: what is no card', () => {
  it('refuses an empty body, naming file', async () => {
    await fileRefusal(await upload(new Uint8Array(0)), 400, UPLOAD_MESSAGES.empty);
    await fileRefusal(await upload('  \n '), 400, UPLOAD_MESSAGES.empty);
  });

  it('refuses a file that is no spreadsheet', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj');
    await fileRefusal(await upload(pdf), 400, UPLOAD_MESSAGES.notSpreadsheet);
    // Text sent without saying so is no spreadsheet either.
    await fileRefusal(
      await upload(new TextEncoder().encode(CARD_TEXT), { type: 'application/octet-stream' }),
      400,
      UPLOAD_MESSAGES.notSpreadsheet,
    );
  });

  it('refuses an old .xls, saying how to convert it', async () => {
    const xls = new Uint8Array([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...new Uint8Array(504),
    ]);
    await fileRefusal(
      await upload(xls, { type: 'application/vnd.ms-excel' }),
      400,
      UPLOAD_MESSAGES.xls,
    );
    expect(UPLOAD_MESSAGES.xls).toBe(
      'Ficheiros .xls (Excel 97-2003) e ficheiros protegidos por palavra-passe não são lidos: abra-o no Excel, retire a palavra-passe se tiver e grave-o como .xlsx.',
    );
  });

  it('refuses pasted text that is not UTF-8', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('Tema: Can'), 0xe7, 0xe3, 0x6f]);
    await fileRefusal(await upload(latin1, { type: 'text/plain' }), 400, UPLOAD_MESSAGES.notUtf8);
  });

  it('refuses a damaged .xlsx', async () => {
    await fileRefusal(await upload(card.slice(0, 8000)), 400, UPLOAD_MESSAGES.damaged);
    const scribbled = card.slice();
    scribbled.fill(0x41, 200, 3000);
    await fileRefusal(await upload(scribbled), 400, UPLOAD_MESSAGES.damaged);
    // A zip that is no workbook (a .docx, say).
    const docx = buildZip([{ name: 'word/document.xml', data: new TextEncoder().encode('<w/>') }]);
    await fileRefusal(await upload(docx), 400, UPLOAD_MESSAGES.damaged);
  });
});

describe('POST /api/coachcard/iss: an untrusted file is bounded', () => {
  it(`refuses a body above ${MAX_BODY_BYTES} bytes with 413; up to it, the body is read`, async () => {
    const above = new Uint8Array(MAX_BODY_BYTES + 1);
    above.set([0x50, 0x4b, 0x03, 0x04]);
    const body = await problem(await upload(above), 413);
    expect(body.detail).toBe(`O limite é ${MAX_BODY_BYTES} bytes`);
    expect(body.errors).toEqual([
      { path: 'file', message: 'errors.bodyLimit', params: { limit: MAX_BODY_BYTES } },
    ]);
    // At the limit the body is read: a zip of nothing but zeros.
    const at = above.subarray(0, MAX_BODY_BYTES);
    await fileRefusal(await upload(at), 400, UPLOAD_MESSAGES.damaged);
  });

  it('refuses a zip bomb with 413 naming file, and answers the next request', async () => {
    const bomb = zipBomb(40);
    expect(bomb.byteLength).toBeLessThan(100_000);
    await fileRefusal(await upload(bomb), 413, UPLOAD_MESSAGES.tooBig);
    // The same bomb declaring a small size: stopped while inflating.
    await fileRefusal(
      await upload(zipBomb(40, { declaredSize: 1000 })),
      413,
      UPLOAD_MESSAGES.tooBig,
    );
    expect((await imported(await upload(card))).rows).toHaveLength(9);
  });

  it('reads a workbook of 50 000 rows from its first rows: a clear answer, never a 500', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Huge');
    for (let r = 1; r <= 50_000; r++) ws.addRow([r, 'HYBRID']);
    const huge = new Uint8Array(await wb.xlsx.writeBuffer());
    expect(huge.byteLength).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // No coach card in it: the importer says so (a 400 naming what it misses).
    const body = await problem(await upload(huge), 400);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect((await imported(await upload(card))).rows).toHaveLength(9);
  });
});

describe('POST /api/coachcard/iss: who may read a card', () => {
  it('anonymous 401, a referee 403', async () => {
    await problem(await upload(card, { as: null }), 401);
    await problem(await upload(card, { as: users.referee }), 403);
  });

  it('any club in a visible competition with entries open; an admin anywhere', async () => {
    for (const as of [users.clubeA, users.clubeB, users.admin])
      expect((await upload(card, { as })).status).toBe(200);
  });

  it("a hidden competition does not exist for a club (400 naming compId); an admin's is read", async () => {
    const body = await problem(await upload(card, { compId: hidden }), 400);
    expect(body.errors).toEqual([{ path: 'compId', message: 'errors.invalidOption' }]);
    expect((await upload(card, { compId: hidden, as: users.admin })).status).toBe(200);
  });

  it('after the entries deadline a club is refused (403), an admin is not', async () => {
    await problem(await upload(card, { compId: closed }), 403);
    expect((await upload(card, { compId: closed, as: users.admin })).status).toBe(200);
  });

  it('refuses before reading the body: an anonymous bomb is a 401', async () => {
    await problem(await upload(zipBomb(40), { as: null }), 401);
    await problem(await upload(zipBomb(40), { as: users.referee }), 403);
  });
});
