/**
 * The server's message catalogue (ADR 037): every `detail` of an error answer is a key here, with
 * its interpolation values, translated by the error handler (errors.ts `problem`) like the web
 * translates its own keys. The domain's texts (packages/domain/src/core/messages.ts) are merged in, so
 * a refusal of the domain is named by its own key. Portuguese is what the API sends; English is
 * kept beside it, complete (its type names every key).
 */
import { domainMessagesEn, domainMessagesPt } from '@artistic/domain/core/messages';
import type { DomainMessageKey } from '@artistic/domain/core/messages';

const serverOnlyPt = {
  'errors.signInRequired': 'É necessário iniciar sessão',
  'errors.accountWithoutRole': 'A sua conta não tem uma função atribuída (admin, referee ou clube)',
  'errors.clubAccountWithoutClub': 'A sua conta de clube não tem clube atribuído',
  'errors.authorizationHeaderInvalid': 'Cabeçalho Authorization inválido',
  'errors.tokenInvalid': 'Token inválido ou expirado',
  'errors.tokenWithoutSubject': 'Token sem sujeito (sub)',
  'errors.tokenFromFuture': 'Token emitido no futuro (iat)',
  'errors.tokenLifetimeTooLong': 'Token com validade demasiado longa (exp)',
  'errors.sessionCheckUnavailable': 'Não foi possível validar a sessão',
  'errors.databaseUnavailable': 'A base de dados não responde',
  'errors.diskFull': 'Sem espaço em disco no servidor',
  'errors.invalidJson': 'JSON inválido',
  'errors.badPercentEncoding': 'Endereço com codificação inválida',
  'errors.noSuchRoute': 'Não existe {{method}} {{path}}',
  'errors.bodyLimit': 'O limite é {{limit}} bytes',
  'errors.importBodyLimit': 'O limite da importação é {{limit}} bytes',
  'errors.versionMissing': 'Falta a versão do registo',
  'errors.versionOrIfMatchMissing': 'Falta a versão do registo (version ou If-Match)',
  'errors.adminOnly': 'Só a federação (admin) pode fazer isto',
  'errors.adminOnlyAudit': 'Só a federação (admin) consulta o registo de alterações',
  'errors.adminOnlyVerify': 'Só a federação (admin) verifica os números guardados',
  'errors.verifyDataMoving':
    'Os resultados mudaram durante a verificação, várias vezes seguidas: volte a verificar daqui a pouco.',
  'errors.adminOnlyBackups': 'Só a federação (admin) exporta e importa competições',
  'errors.adminOnlyFigureResults': 'Só a federação (admin) lança resultados de figuras',
  'errors.adminOnlyPriceList': 'Só a federação (admin) vê a listagem de preços',
  'errors.adminOnlyRulesets': 'Só a federação (admin) muda regulamentos',
  'errors.adminOnlySnapshots': 'Só a federação (admin) consulta e restaura cópias',
  'errors.adminOnlyStartList': 'Só a federação (admin) gera a ordem de partida',
  'errors.competitionNotFound': 'Competição não encontrada',
  'errors.adminOnlyPanel': 'Só a federação (admin) gere os lugares dos juízes',
  'errors.panelScoringForbidden': 'Só quem lança os resultados deste painel o conduz',
  'errors.seatSignInRequired':
    'Este telemóvel não está ligado a um lugar de juiz: abra o link do lugar ou escreva o código',
  'errors.seatCodeUnknown': 'Código de juiz desconhecido ou já substituído',
  'errors.seatCodeAttempts':
    'Demasiados códigos errados deste endereço: tente de novo dentro de {{minutes}} minuto(s)',
  'errors.seatBeyondPanel': 'Este painel tem {{count}} juízes: não há lugar J{{seat}}',
  'errors.panelClosed': 'A mesa não tem o painel aberto: as notas não são aceites agora',
  'errors.entryNotInStartList': 'Esta entrada não está na ordem de partida desta competição',
  'errors.entryOfOtherPanel': 'Esta entrada é do outro painel',
  'errors.rowNotInEntry': 'Esta linha não existe na folha desta entrada',
  'errors.stalePointer': 'Outra mesa mudou o painel entretanto: recarregue e tente de novo',
  'errors.markNotInWater':
    'Nota de {{entry}} recusada: a mesa já está em {{current}}. Só se aceitam notas da entrada na água e da anterior; diga a nota à mesa',
  'errors.markNoEntryInWater':
    'Nota de {{entry}} recusada: a mesa não tem nenhuma entrada na água. Diga a nota à mesa',
  'errors.seatStreamLimit':
    'Este lugar de juiz já tem {{limit}} ligações em direto abertas (o limite): feche as outras',
  'errors.liveStreamLimit':
    'O servidor já tem {{limit}} ligações em direto abertas (o limite): a página atualiza-se sozinha de poucos em poucos segundos',
  'errors.judgeEvaluationForbidden':
    'Só o Juiz-Árbitro (referee) ou a federação (admin) vê a avaliação dos juízes',
  'errors.adminOnlyJudgeNames': 'Só a federação (admin) nomeia os juízes dos lugares',
  'errors.judgeNamesChanged':
    'Os nomes dos juízes foram alterados entretanto por outra pessoa. Recarregue e volte a gravar.',
  'errors.resultListEventNotFound': 'A competição não tem esta prova na lista de resultados',
  'errors.signOffForbidden':
    'Só o Juiz-Árbitro (referee) ou a federação (admin) oficializa resultados',
  'errors.eventNotComplete':
    'A prova ainda tem {{missing}} entrada(s) sem total: só se oficializa com todas as folhas fechadas',
  'errors.eventWithoutResults': 'A prova ainda não tem resultados para oficializar',
  'errors.eventHasOpenInquiry':
    'A prova tem {{count}} pedido(s) de revisão por responder: responda antes de oficializar',
  'errors.eventAlreadyOfficial': 'Estes resultados já são oficiais',
  'errors.officialChangeReasonRequired':
    'Isto muda totais de provas com resultados oficiais ({{events}}): escreva o motivo. Fica uma correção por entrada e as provas voltam a provisórias até serem oficializadas de novo',
  'errors.eventChangedSinceSeen':
    'Os resultados desta prova mudaram desde que os viu: reveja-os antes de oficializar',
  'errors.signOffWindowOpen':
    'A janela de pedidos de revisão desta prova ({{minutes}} minutos) só fecha às {{until}}: assinar agora fecha-a já e os clubes deixam de poder pedir revisão. Confirme que fecha a janela para oficializar antes dessa hora.',
  'errors.inquiryClubOnly':
    'Só um clube pede revisão dos resultados das suas entradas (ou a federação, em seu nome)',
  'errors.inquiryNotOwnEntry': 'Só pode pedir revisão das entradas do seu clube',
  'errors.inquiryEntryMissing': 'Esta entrada não está nos resultados desta prova',
  'errors.inquiryWindowClosed':
    'O prazo para pedir revisão ({{minutes}} minutos depois dos resultados provisórios) terminou às {{until}}',
  'errors.inquiryEventOfficial':
    'Os resultados desta prova já são oficiais: já não se pede revisão',
  'errors.inquiryNotFound': 'Pedido de revisão não encontrado',
  'errors.inquiryAlreadyAnswered': 'Este pedido de revisão já foi respondido',
  'errors.inquiryChanged': 'O pedido de revisão mudou entretanto: recarregue',
  'errors.inquiryAlreadyOpen':
    'Já há um pedido de revisão em aberto desta entrada (n.º {{id}}, feito às {{time}}): aguarde a resposta do Juiz-Árbitro antes de fazer outro.',
  'errors.inquiryRateLimit':
    'O clube já fez {{count}} pedidos de revisão nesta competição nos últimos {{minutes}} minutos, o limite: pode voltar a pedir dentro de {{wait}} minuto(s).',
  'errors.inquiriesNotAnswered':
    'Nenhum pedido foi respondido. Já respondidos: {{answered}}. Alterados entretanto: {{changed}}. Recarregue e responda de novo.',
  'errors.inquiriesNotFound': 'Pedido(s) de revisão não encontrado(s) nesta competição: {{ids}}',
  'errors.answerForbidden':
    'Só o Juiz-Árbitro (referee) ou a federação (admin) responde a pedidos de revisão',
  'errors.inquiriesSignInRequired': 'Inicie sessão para ver os pedidos de revisão',
  'errors.competitionMissing': 'A competição não existe',
  'errors.competitionDeletedMeanwhile': 'A competição foi apagada entretanto',
  'errors.competitionChanged':
    'A competição foi alterada entretanto (versão {{stored}}, enviada {{sent}}). Recarregue e volte a gravar.',
  'errors.competitionChangedDuringRecompute':
    'A competição «{{name}}» foi alterada durante o recálculo. Volte a tentar.',
  'errors.panelSizeUpWithMarks':
    'O painel de {{panel}} não pode passar de {{from}} para {{to}} juízes: já há folhas com as notas dos {{from}} juízes ({{events}}), a que faltariam as notas dos juízes acrescentados, e ficariam sem resultado. O número de juízes muda-se antes de lançar notas. Nada foi alterado.',
  'errors.panelSizeDownWithMarks':
    'O painel de {{panel}} não pode passar de {{from}} para {{to}} juízes: há folhas com notas de juízes além do J{{to}} ({{events}}), que deixariam de contar. Apague essas notas nas folhas antes de reduzir o painel. Nada foi alterado.',
  'errors.scoredFigureRemoved':
    'Não pode tirar nem mudar o nome de figuras ou elementos já pontuados: {{figures}}. Apague primeiro essas folhas, ou mantenha-os na competição. Nada foi alterado.',
  'errors.competitionHasDependents':
    'A competição tem {{count}} inscrições, listas ou resultados. Confirme para apagar tudo (?force=true).',
  'errors.entriesClosedOn': 'O prazo de inscrições terminou em {{date}}. Contacte a federação.',
  'errors.coachCardUnknown': 'Coach Card não encontrado',
  'errors.coachCardNotForCompetition': 'O Coach Card não é válido para esta competição',
  'errors.coachCardChanged':
    'O Coach Card foi alterado entretanto por outra pessoa. Recarregue e volte a gravar.',
  'errors.coachCardHasResult': 'Este Coach Card já tem resultado lançado e não pode ser apagado.',
  'errors.figureEntryHasResult':
    'Esta inscrição de figuras tem atletas com resultado lançado nesta competição e não pode ser apagada.',
  'errors.coachCardNotSubmittable': 'O Coach Card não pode ser submetido: {{problems}}',
  'errors.coachCardPeopleInvalid':
    'O Coach Card não pode ser submetido: corrija os atletas e reservas indicados',
  'errors.newCoachCardState': 'Um Coach Card novo é gravado como rascunho ou submetido',
  'errors.changeReasonRequired':
    'Indique o motivo das alterações pedidas: o clube vê-o no seu Coach Card.',
  'errors.cannotDeleteCoachCards': 'Não pode apagar Coach Cards',
  'errors.figureEntryNotFound': 'Inscrição não encontrada',
  'errors.cannotSeeAthletes': 'Sem permissão para ver o registo de atletas',
  'errors.cannotChangeAthletes': 'Só a federação altera o registo de atletas',
  'errors.athleteNotFound': 'Atleta não encontrada no registo',
  'errors.athleteChanged':
    'O registo desta atleta foi alterado entretanto: recarregue e volte a gravar',
  'errors.figureEntryNotForCompetition': 'A inscrição não é válida para esta competição',
  'errors.figureEntryChanged':
    'A inscrição foi alterada entretanto por outra pessoa. Recarregue e volte a gravar.',
  'errors.figureEntryInvalid': 'A inscrição não pode ser gravada. {{problems}}',
  'errors.cannotEnterAthletes': 'Não pode inscrever atletas',
  'errors.cannotChangeFigureEntries': 'Não pode alterar inscrições',
  'errors.cannotDeleteFigureEntries': 'Não pode apagar inscrições',
  'errors.cannotWriteRoutineResults': 'Não pode lançar resultados de esquemas',
  'errors.resultNotFound': 'Resultado não encontrado',
  'errors.resultOfOtherCompetition': 'O resultado é de outra competição',
  'errors.resultChanged':
    'O resultado foi alterado entretanto por outra pessoa. Recarregue antes de gravar.',
  'errors.resultChangedDuringRecompute': 'O resultado foi alterado durante a revalorização.',
  'errors.athleteHasResult':
    'Este atleta já tem resultado nesta prova: abra-o e grave por cima (com a versão atual).',
  'errors.routineHasResult':
    'Este esquema já tem resultado: abra-o e grave por cima (com a versão atual).',
  'errors.invalidSheet': 'Folha inválida',
  'errors.noSuchSlot': 'Posição inexistente',
  'errors.noStartListBlock': 'A ordem de partida não tem o bloco {{block}}',
  'errors.blockHasResults':
    'O bloco {{block}} já tem resultados: a ordem de partida já não pode mudar.',
  'errors.startListChanged': 'A ordem de partida foi alterada entretanto. Recarregue.',
  'errors.startListChangedByOther':
    'A ordem de partida foi alterada entretanto por outra pessoa. Recarregue.',
  'errors.startListExistsWithResults':
    'Já existe uma ordem de partida e há {{results}} resultado(s) lançado(s). Confirme para a gerar de novo: o sorteio muda e cada resultado acompanha a sua inscrição.',
  'errors.startListExists':
    'Já existe uma ordem de partida. Confirme para a gerar de novo (o sorteio muda).',
  'errors.rulesetNotFound': 'Regulamento não encontrado',
  'errors.unknownRuleset': "Não existe o regulamento '{{id}}'.",
  'errors.rulesetIdExists': "Já existe um regulamento com o identificador '{{id}}'.",
  'errors.rulesetChanged':
    'O regulamento foi alterado entretanto (versão {{stored}}, enviada {{sent}}). Recarregue e volte a gravar.',
  'errors.noStoredRuleset': 'Não há nenhum regulamento guardado',
  'errors.pinnedRulesetMissing': 'O regulamento {{id}} da competição {{competition}} não existe',
  'errors.snapshotNotFound': 'Cópia não encontrada',
  'errors.snapshotNoLongerValid': 'A cópia {{id}} já não passa nas verificações atuais.',
  'errors.snapshotNoLongerValidFirst':
    'A cópia {{id}} já não passa nas verificações atuais: {{path}} — {{problem}}',
  'errors.importInvalid': 'O documento não pode ser importado: {{count}} problema(s).',
  'errors.importInvalidFirst':
    'O documento não pode ser importado: {{count}} problema(s). Primeiro: {{path}} — {{problem}}',
  'errors.idsInUse':
    '{{count}} registo(s) do documento têm identificadores que já existem noutra competição.',
  'errors.competitionIdExists':
    'Já existe uma competição com o identificador {{id}} («{{name}}»). Para a trocar pela do ficheiro, com as suas inscrições e resultados, escolha «Substituir».',
  'errors.competitionIdExistsWithCounts':
    'Já existe uma competição com o identificador {{id}} («{{name}}»), com {{entries}} inscrição(ões) e {{scores}} resultado(s). Para a trocar pela do ficheiro, com as suas inscrições e resultados, escolha «Substituir».',
  'errors.staleImport':
    'O ficheiro é mais antigo do que os dados guardados de «{{name}}»: substituir perderia {{lost}}. Uma cópia do estado atual fica guardada; para continuar, escolha «Substituir mesmo assim».',
  'errors.officialResultsImport':
    'Isto mudaria os resultados assinados de «{{name}}»: perder-se-iam ou mudariam {{lost}} (cada um vai listado). Uma cópia do estado atual fica guardada. Para continuar, confirme e escreva o motivo: cada prova oficial cujos totais mudam fica «Provisório — corrigido», com uma correção por inscrição com esse motivo, e terá de ser assinada de novo.',
  'errors.importReasonRequired':
    'Escreva o motivo (reason): a importação ou reposição muda resultados oficiais, correções ou reclamações, e cada correção guarda-o.',
  'errors.importReasonInvalid': 'O motivo (reason) não é válido.',
  // Publishing from a venue, the site's side (issue 40, ADR 064).
  'errors.publishedFromVenue':
    'A competição é publicada a partir de «{{venue}}»: altere-a lá, ou termine a publicação.',
  'errors.adminOnlyPublications': 'Só a federação (admin) gere as publicações a partir da piscina',
  'errors.publicationNotFound': 'Publicação não encontrada',
  'errors.publicationCompetitionUnknown':
    'A competição {{id}} não existe neste site: importe-a primeiro, depois crie a publicação',
  'errors.publicationActive':
    'A competição «{{name}}» já é publicada a partir de «{{venue}}»: termine essa publicação, ou dê-lhe uma nova chave',
  'errors.publicationKeyRefused': 'Chave de publicação em falta, errada ou revogada',
  'errors.publicationEnded':
    'A publicação a partir de «{{venue}}» terminou: a competição voltou a ser do site. Para publicar de novo, crie outra publicação',
  'errors.publicationSequence':
    'Envio fora de ordem: o site tem as alterações até à {{expected}}, e o envio parte da {{fromSeq}}',
  'errors.publicationBodyLimit': 'O limite de um envio é {{limit}} bytes (depois de descomprimido)',
  'errors.publicationContentType': 'Um envio é JSON (Content-Type: application/json)',
  'errors.publicationEncoding':
    'Codificação desconhecida ({{encoding}}): envie JSON, ou JSON em gzip',
  'errors.publicationGzip': 'O envio diz-se gzip, mas não é gzip válido',
  'errors.publicationOtherCompetition':
    'O documento é da competição {{id}}, e esta publicação é da competição {{competicao}}',
  // Publishing from a venue, the venue's side (issue 40, ADR 064); the link's lastError too.
  'errors.adminOnlyPublishing': 'Só a federação (admin) publica a partir da piscina',
  'errors.notPublishedFromHere': 'Esta competição não é publicada a partir daqui',
  'errors.publishingEndUnreachable':
    'O site da federação não respondeu: {{reason}}. Tente de novo.',
  'errors.publishingEndRefused': 'O site da federação recusou o fim da publicação: {{detail}}',
  'errors.publishingSiteDown': 'O site não responde ({{reason}})',
  'errors.publishingKeyRefused':
    'A chave foi recusada pelo site (errada ou revogada): peça uma nova chave.',
  'errors.publishingRefused': 'O site recusou a cópia da competição ({{detail}})',
  'errors.publishingSequence':
    'O site e a piscina não acertam a sequência das alterações ({{what}}): nova tentativa em breve',
  'errors.publishingEndedOnSite':
    'A publicação foi terminada no site: a competição voltou a ser do site.',
  'errors.publishingEndedKeyRefused':
    'A publicação terminou aqui, mas o site recusou a chave (revogada?): termine-a também no site.',
  'errors.publishingCompetitionGone':
    'A competição já não existe nesta piscina: o site guarda a última cópia que recebeu.',
} as const;

type ServerOnlyKey = keyof typeof serverOnlyPt;

/** A server key never takes a domain key's name (it would replace the domain's text). */
type Clash = ServerOnlyKey & DomainMessageKey;
const noClash: [Clash] extends [never] ? true : Clash = true;
void noClash;

const serverOnlyEn: Readonly<Record<ServerOnlyKey, string>> = {
  'errors.signInRequired': 'You must sign in',
  'errors.accountWithoutRole': 'Your account has no role assigned (admin, referee or club)',
  'errors.clubAccountWithoutClub': 'Your club account has no club assigned',
  'errors.authorizationHeaderInvalid': 'Invalid Authorization header',
  'errors.tokenInvalid': 'Invalid or expired token',
  'errors.tokenWithoutSubject': 'Token without a subject (sub)',
  'errors.tokenFromFuture': 'Token issued in the future (iat)',
  'errors.tokenLifetimeTooLong': 'Token valid for too long (exp)',
  'errors.sessionCheckUnavailable': 'The session could not be checked',
  'errors.databaseUnavailable': 'The database does not answer',
  'errors.diskFull': 'No disk space left on the server',
  'errors.invalidJson': 'Invalid JSON',
  'errors.badPercentEncoding': 'Address with an invalid encoding',
  'errors.noSuchRoute': 'There is no {{method}} {{path}}',
  'errors.bodyLimit': 'The limit is {{limit}} bytes',
  'errors.importBodyLimit': 'The limit of an import is {{limit}} bytes',
  'errors.versionMissing': 'The version of the record is missing',
  'errors.versionOrIfMatchMissing': 'The version of the record is missing (version or If-Match)',
  'errors.adminOnly': 'Only the federation (admin) may do this',
  'errors.adminOnlyAudit': 'Only the federation (admin) reads the audit log',
  'errors.adminOnlyVerify': 'Only the federation (admin) verifies the stored numbers',
  'errors.verifyDataMoving':
    'The results changed while they were being verified, several times in a row: verify again in a moment.',
  'errors.adminOnlyBackups': 'Only the federation (admin) exports and imports competitions',
  'errors.adminOnlyFigureResults': 'Only the federation (admin) enters figure results',
  'errors.adminOnlyPriceList': 'Only the federation (admin) sees the price list',
  'errors.adminOnlyRulesets': 'Only the federation (admin) changes rulesets',
  'errors.adminOnlySnapshots': 'Only the federation (admin) reads and restores snapshots',
  'errors.adminOnlyStartList': 'Only the federation (admin) draws the start list',
  'errors.competitionNotFound': 'Competition not found',
  'errors.adminOnlyPanel': 'Only the federation (admin) manages the judge seats',
  'errors.panelScoringForbidden': "Only who enters this panel's results runs it",
  'errors.seatSignInRequired':
    "This phone is not signed in to a judge seat: open the seat's link or type its code",
  'errors.seatCodeUnknown': 'Unknown or replaced judge code',
  'errors.seatCodeAttempts':
    'Too many wrong codes from this address: try again in {{minutes}} minute(s)',
  'errors.seatBeyondPanel': 'This panel has {{count}} judges: there is no seat J{{seat}}',
  'errors.panelClosed': 'The scoring table has not opened the panel: marks are not taken now',
  'errors.entryNotInStartList': "This entry is not in the competition's start list",
  'errors.entryOfOtherPanel': 'This entry belongs to the other panel',
  'errors.rowNotInEntry': "This row is not on the entry's sheet",
  'errors.stalePointer': 'Another table changed the panel meanwhile: reload and try again',
  'errors.markNotInWater':
    'Mark for {{entry}} refused: the table is on {{current}} already. Only marks for the entry in the water and the one before are taken; tell the table the mark',
  'errors.markNoEntryInWater':
    'Mark for {{entry}} refused: the table has no entry in the water. Tell the table the mark',
  'errors.seatStreamLimit':
    'This judge seat already holds {{limit}} live connections (the limit): close the others',
  'errors.liveStreamLimit':
    'The server already holds {{limit}} live connections (the limit): the page refreshes by itself every few seconds',
  'errors.judgeEvaluationForbidden':
    'Only the referee or the federation (admin) sees the judge evaluation',
  'errors.adminOnlyJudgeNames': 'Only the federation (admin) names the judges of the seats',
  'errors.judgeNamesChanged':
    'The judge names were changed meanwhile by someone else. Reload and save again.',
  'errors.resultListEventNotFound': 'The competition has no such event in its result list',
  'errors.signOffForbidden': 'Only the referee or the federation (admin) makes results official',
  'errors.eventNotComplete':
    'The event still has {{missing}} entry(ies) without a total: it is signed off with every sheet closed',
  'errors.eventWithoutResults': 'The event has no results to sign off yet',
  'errors.eventHasOpenInquiry':
    'The event has {{count}} unanswered inquiry(ies): answer them before signing off',
  'errors.eventAlreadyOfficial': 'These results are already official',
  'errors.officialChangeReasonRequired':
    'This changes totals of events with official results ({{events}}): write the reason. A correction is kept per entry and the events become provisional until signed off again',
  'errors.eventChangedSinceSeen':
    "This event's results changed since you saw them: review them before signing off",
  'errors.signOffWindowOpen':
    "This event's inquiry window ({{minutes}} minutes) only closes at {{until}}: signing now closes it at once and the clubs can no longer ask for a review. Confirm closing the window to sign off before then.",
  'errors.inquiryClubOnly':
    "Only a club asks for a review of its own entries' results (or the federation, on its behalf)",
  'errors.inquiryNotOwnEntry': "You may only ask for a review of your club's entries",
  'errors.inquiryEntryMissing': "This entry is not in this event's results",
  'errors.inquiryWindowClosed':
    'The time to ask for a review ({{minutes}} minutes after the provisional results) ended at {{until}}',
  'errors.inquiryEventOfficial': "This event's results are already official: no more inquiries",
  'errors.inquiryNotFound': 'Inquiry not found',
  'errors.inquiryAlreadyAnswered': 'This inquiry has already been answered',
  'errors.inquiryChanged': 'The inquiry changed meanwhile: reload',
  'errors.inquiryAlreadyOpen':
    'An inquiry about this entry is already open (no. {{id}}, filed at {{time}}): wait for the referee to answer it before filing another.',
  'errors.inquiryRateLimit':
    'The club has filed {{count}} inquiries in this competition in the last {{minutes}} minutes, the limit: it may file again in {{wait}} minute(s).',
  'errors.inquiriesNotAnswered':
    'No inquiry was answered. Already answered: {{answered}}. Changed meanwhile: {{changed}}. Reload and answer again.',
  'errors.inquiriesNotFound': 'Inquiry(ies) not found in this competition: {{ids}}',
  'errors.answerForbidden': 'Only the referee or the federation (admin) answers inquiries',
  'errors.inquiriesSignInRequired': 'Sign in to see inquiries',
  'errors.competitionMissing': 'The competition does not exist',
  'errors.competitionDeletedMeanwhile': 'The competition was deleted meanwhile',
  'errors.competitionChanged':
    'The competition was changed meanwhile (version {{stored}}, sent {{sent}}). Reload and save again.',
  'errors.competitionChangedDuringRecompute':
    'The competition «{{name}}» was changed during the recomputation. Try again.',
  'errors.panelSizeUpWithMarks':
    "The {{panel}} panel cannot go from {{from}} to {{to}} judges: sheets already hold the {{from}} judges' marks ({{events}}), which would lack the added judges' marks and lose their results. Set the number of judges before marks are entered. Nothing was changed.",
  'errors.panelSizeDownWithMarks':
    'The {{panel}} panel cannot go from {{from}} to {{to}} judges: sheets hold marks of judges beyond J{{to}} ({{events}}), which would no longer count. Delete those marks on the sheets before making the panel smaller. Nothing was changed.',
  'errors.scoredFigureRemoved':
    'Figures or elements already scored cannot be removed or renamed: {{figures}}. Delete those sheets first, or keep them in the competition. Nothing was changed.',
  'errors.competitionHasDependents':
    'The competition has {{count}} entries, lists or results. Confirm to delete everything (?force=true).',
  'errors.entriesClosedOn': 'The entries deadline passed on {{date}}. Contact the federation.',
  'errors.coachCardUnknown': 'Coach card not found',
  'errors.coachCardNotForCompetition': 'The coach card is not valid for this competition',
  'errors.coachCardChanged':
    'The coach card was changed meanwhile by someone else. Reload and save again.',
  'errors.coachCardHasResult': 'This coach card has a result entered and cannot be deleted.',
  'errors.figureEntryHasResult':
    'This figure entry has athletes with a result entered in this competition and cannot be deleted.',
  'errors.coachCardNotSubmittable': 'The coach card cannot be submitted: {{problems}}',
  'errors.coachCardPeopleInvalid':
    'The coach card cannot be submitted: correct the athletes and reserves shown',
  'errors.newCoachCardState': 'A new coach card is saved as a draft or submitted',
  'errors.changeReasonRequired':
    'Give the reason for the requested changes: the club sees it on its coach card.',
  'errors.cannotDeleteCoachCards': 'You may not delete coach cards',
  'errors.figureEntryNotFound': 'Entry not found',
  'errors.cannotSeeAthletes': 'Not allowed to see the athlete registry',
  'errors.cannotChangeAthletes': 'Only the federation changes the athlete registry',
  'errors.athleteNotFound': 'Athlete not in the registry',
  'errors.athleteChanged': 'This athlete was changed meanwhile: reload and save again',
  'errors.figureEntryNotForCompetition': 'The entry is not valid for this competition',
  'errors.figureEntryChanged':
    'The entry was changed meanwhile by someone else. Reload and save again.',
  'errors.figureEntryInvalid': 'The entry cannot be saved. {{problems}}',
  'errors.cannotEnterAthletes': 'You may not enter athletes',
  'errors.cannotChangeFigureEntries': 'You may not change entries',
  'errors.cannotDeleteFigureEntries': 'You may not delete entries',
  'errors.cannotWriteRoutineResults': 'You may not enter routine results',
  'errors.resultNotFound': 'Result not found',
  'errors.resultOfOtherCompetition': 'The result belongs to another competition',
  'errors.resultChanged': 'The result was changed meanwhile by someone else. Reload before saving.',
  'errors.resultChangedDuringRecompute': 'The result was changed during the recomputation.',
  'errors.athleteHasResult':
    'This athlete already has a result in this event: open it and save over it (with the current version).',
  'errors.routineHasResult':
    'This routine already has a result: open it and save over it (with the current version).',
  'errors.invalidSheet': 'Invalid sheet',
  'errors.noSuchSlot': 'No such position',
  'errors.noStartListBlock': 'The start list has no block {{block}}',
  'errors.blockHasResults': 'Block {{block}} has results: its start order can no longer change.',
  'errors.startListChanged': 'The start list was changed meanwhile. Reload.',
  'errors.startListChangedByOther': 'The start list was changed meanwhile by someone else. Reload.',
  'errors.startListExistsWithResults':
    'A start list exists and {{results}} result(s) are entered. Confirm to draw it again: the draw changes and each result follows its entry.',
  'errors.startListExists': 'A start list exists. Confirm to draw it again (the draw changes).',
  'errors.rulesetNotFound': 'Ruleset not found',
  'errors.unknownRuleset': "There is no ruleset '{{id}}'.",
  'errors.rulesetIdExists': "A ruleset with the id '{{id}}' exists already.",
  'errors.rulesetChanged':
    'The ruleset was changed meanwhile (version {{stored}}, sent {{sent}}). Reload and save again.',
  'errors.noStoredRuleset': 'No ruleset is stored',
  'errors.pinnedRulesetMissing': 'The ruleset {{id}} of competition {{competition}} does not exist',
  'errors.snapshotNotFound': 'Snapshot not found',
  'errors.snapshotNoLongerValid': 'Snapshot {{id}} no longer passes the current checks.',
  'errors.snapshotNoLongerValidFirst':
    'Snapshot {{id}} no longer passes the current checks: {{path}} — {{problem}}',
  'errors.importInvalid': 'The document cannot be imported: {{count}} problem(s).',
  'errors.importInvalidFirst':
    'The document cannot be imported: {{count}} problem(s). First: {{path}} — {{problem}}',
  'errors.idsInUse':
    '{{count}} record(s) of the document have ids that exist in another competition.',
  'errors.competitionIdExists':
    'A competition with the id {{id}} («{{name}}») exists. To replace it with the file’s, with its entries and results, choose «Substituir».',
  'errors.competitionIdExistsWithCounts':
    'A competition with the id {{id}} («{{name}}») exists, with {{entries}} entry(ies) and {{scores}} result(s). To replace it with the file’s, with its entries and results, choose «Substituir».',
  'errors.staleImport':
    'The file is older than the stored data of «{{name}}»: replacing would lose {{lost}}. A copy of the current state is kept; to go on, choose «Substituir mesmo assim».',
  'errors.officialResultsImport':
    'This would change the signed results of «{{name}}»: {{lost}} would be lost or changed (each is listed). A copy of the current state is kept. To go on, confirm and write the reason: each official event whose totals change becomes «Provisório — corrigido», with one correction per entry carrying that reason, and must be signed again.',
  'errors.importReasonRequired':
    'Write the reason (reason): the import or restore changes official results, corrections or inquiries, and each correction keeps it.',
  'errors.importReasonInvalid': 'The reason (reason) is not valid.',
  'errors.publishedFromVenue':
    'The competition is published from «{{venue}}»: change it there, or end the publication.',
  'errors.adminOnlyPublications': 'Only the federation (admin) manages publications from a venue',
  'errors.publicationNotFound': 'Publication not found',
  'errors.publicationCompetitionUnknown':
    'Competition {{id}} does not exist on this site: import it first, then create the publication',
  'errors.publicationActive':
    'Competition «{{name}}» is already published from «{{venue}}»: end that publication, or give it a new key',
  'errors.publicationKeyRefused': 'Publication key missing, wrong or revoked',
  'errors.publicationEnded':
    'The publication from «{{venue}}» has ended: the competition is the site’s again. To publish again, create another publication',
  'errors.publicationSequence':
    'Batch out of order: the site has the changes up to {{expected}}, and the batch starts from {{fromSeq}}',
  'errors.publicationBodyLimit': 'The limit of a batch is {{limit}} bytes (once decompressed)',
  'errors.publicationContentType': 'A batch is JSON (Content-Type: application/json)',
  'errors.publicationEncoding': 'Unknown encoding ({{encoding}}): send JSON, or gzipped JSON',
  'errors.publicationGzip': 'The batch says it is gzip, but it is not valid gzip',
  'errors.publicationOtherCompetition':
    'The document is of competition {{id}}, and this publication is of competition {{competicao}}',
  'errors.adminOnlyPublishing': 'Only the federation (admin) publishes from the venue',
  'errors.notPublishedFromHere': 'This competition is not published from here',
  'errors.publishingEndUnreachable': 'The federation’s site did not answer: {{reason}}. Try again.',
  'errors.publishingEndRefused': 'The federation’s site refused to end the publication: {{detail}}',
  'errors.publishingSiteDown': 'The site does not answer ({{reason}})',
  'errors.publishingKeyRefused': 'The site refused the key (wrong or revoked): ask for a new key.',
  'errors.publishingRefused': 'The site refused the copy of the competition ({{detail}})',
  'errors.publishingSequence':
    'The site and the venue disagree on the sequence of changes ({{what}}): trying again soon',
  'errors.publishingEndedOnSite':
    'The publication was ended on the site: the competition is the site’s again.',
  'errors.publishingEndedKeyRefused':
    'The publication ended here, but the site refused the key (revoked?): end it on the site too.',
  'errors.publishingCompetitionGone':
    'The competition no longer exists at this venue: the site keeps the last copy it received.',
};

export const serverMessagesPt = { ...domainMessagesPt, ...serverOnlyPt } as const;
export const serverMessagesEn: Readonly<Record<ServerMessageKey, string>> = {
  ...domainMessagesEn,
  ...serverOnlyEn,
};

/** Every key an error answer may name: the domain's and the server's own. */
export type ServerMessageKey = keyof typeof serverMessagesPt;

export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of `key` with its `{{name}}` placeholders filled in (Portuguese unless told). */
export function translate(
  key: ServerMessageKey,
  params?: MessageParams,
  catalogue: Readonly<Record<ServerMessageKey, string>> = serverMessagesPt,
): string {
  const text = catalogue[key];
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** `key` when it is a domain key (a refusal of the domain), else `fallback`. */
export function domainKeyOr(key: string, fallback: ServerMessageKey): ServerMessageKey {
  return Object.hasOwn(domainMessagesPt, key) ? (key as DomainMessageKey) : fallback;
}

/** A domain key as itself; any other string (already a text) as `{ text }`. */
export function domainKeyOrText(key: string): DomainMessageKey | { text: string } {
  return Object.hasOwn(domainMessagesPt, key) ? (key as DomainMessageKey) : { text: key };
}
