/**
 * Texts of every i18n key the domain produces (zod error messages and
 * refusal reasons), Portuguese (pt-PT) first, English second. The web and
 * the server merge these into their own catalogues.
 */
export const domainMessagesPt = {
  'errors.required': 'Campo obrigatório.',
  'errors.publishingSiteUrl':
    'Endereço inválido: escreva o endereço do site, por exemplo https://site.federacao.pt',
  'errors.publishingSiteUrlHttp':
    'Use https://; http:// só para este computador ou um endereço da rede local (10.x, 172.16–31.x, 192.168.x).',
  'errors.publishingKey':
    'Chave inválida: cole a chave inteira que o site mostrou (começa por pub_).',
  'errors.publicationSeqOrder':
    'A sequência do envio (seq) não pode ser menor do que aquela de que parte (fromSeq).',
  'errors.correctionReasonRequired':
    'Os resultados desta prova já são oficiais: escreva o motivo da correção.',
  'errors.correctionReasonLength': 'O motivo da correção tem no máximo 500 caracteres.',
  'errors.inquiryTextLength': 'O texto tem no máximo 2000 caracteres.',
  'errors.inquiryAnsweredTwice': 'O mesmo pedido de revisão aparece duas vezes nas respostas.',
  'errors.tooLong': 'Texto demasiado longo.',
  'errors.tooMany': 'Demasiados itens.',
  'errors.invalidType': 'Valor inválido.',
  'errors.unknownField': 'Campo desconhecido.',
  'errors.invalidCharacters': 'O texto tem caracteres inválidos.',
  'errors.invisibleCharacters':
    'O texto tem caracteres invisíveis ou de controlo de direção (por exemplo U+202E); apague-os e escreva de novo.',
  'errors.invalidOption': 'Opção inválida.',
  'errors.competitionFixed':
    'A competição de uma inscrição não pode ser mudada: apague-a e inscreva de novo na outra competição.',
  'errors.invalidDate': 'Data inválida (use aaaa-mm-dd).',
  'errors.invalidTime': 'Tempo inválido (use m:ss).',
  'errors.deadlineAfterDate': 'O limite de inscrições não pode ser depois da data da competição.',
  'errors.duplicateFigure':
    'Esta figura já está na lista para esta categoria: cada figura entra uma vez por categoria.',
  'errors.rangeEndBeforeStart': 'A data final não pode ser antes da data inicial.',
  'errors.number': 'Introduza um número.',
  'errors.integer': 'Introduza um número inteiro.',
  'errors.decimals': 'No máximo 4 casas decimais.',
  'errors.judgeCountRange': 'O número de juízes tem de estar entre 5 e 7.',
  'errors.inquiryMinutesRange':
    'A janela de reclamações tem de ser um número inteiro de minutos, de 0 a 1440.',
  'errors.clubPointsRange':
    'Os pontos por lugar têm de ser números inteiros de 0 a 100, no máximo 50 lugares.',
  'errors.priceRange': 'O preço tem de ser igual ou superior a 0.',
  'errors.priceStep': 'O preço tem no máximo 2 casas decimais.',
  'errors.licence': 'Licença inválida (número inteiro positivo).',
  'errors.yearRange': 'Ano inválido (entre 1900 e 2100).',
  'errors.judgeScoreRange': 'A nota tem de estar entre 1 e 10.',
  'errors.seatRange': 'O lugar de juiz vai de J1 a J7.',
  'errors.duplicateSeat': 'Este lugar de juiz está repetido.',
  'errors.biasThresholdRange': 'O limite de favorecimento vai de 0 a 10 pontos.',
  'errors.seatCode':
    'Código de juiz inválido: 8 letras e algarismos, como no papel (ex.: ABCD-EF23).',
  'errors.entryKey': 'Entrada inválida.',
  'errors.rowKey': 'Linha da folha inválida.',
  'errors.idempotencyKey': 'Chave da nota inválida (8 a 64 letras, algarismos, - ou _).',
  'errors.judgeScoreStep': 'A nota é dada em décimas ou quartos de ponto (ex.: 7,5 ou 7,25).',
  'errors.judgeScoreTenths': 'Nota em décimas (ex.: 7,5).',
  'errors.judgeScoreQuarters': 'Nota em quartos de ponto (ex.: 7,25).',
  'errors.scoreStepOption': 'O passo das notas é 0,1 ou 0,25.',
  'errors.storedMarksOffStep':
    'Há notas já lançadas que este passo não aceita: corrija-as antes de mudar o passo.',
  'errors.scoreRange': 'Pontuação fora dos limites.',
  'errors.factorRange': 'Fator fora do intervalo do regulamento.',
  'errors.validityPeriod': 'O fim da validade não pode ser antes do início.',
  'errors.rulesetId':
    'Identificador inválido: só letras minúsculas, algarismos e hífenes (ex.: wa-2027).',
  'errors.rulesetChangeEndpoint':
    "Para mudar o regulamento de uma competição use 'Mudar regulamento' (mostra o que muda antes de gravar).",
  'errors.rulesetIdMismatch': 'O identificador do regulamento não pode ser mudado.',
  'errors.rulesetExists': 'Já existe um regulamento com este identificador.',
  'errors.difficultyRange': 'Valor de dificuldade entre 0 e 20.',
  'errors.penaltyCountRange': 'O número tem de estar entre 0 e 100.',
  'errors.missingAthletePenaltyRange': "'Número de elementos' tem de estar entre 0 e 4.",
  'errors.penaltyCheckbox': 'Esta penalização só pode ser assinalada uma vez.',
  'errors.figurePenaltyRange': 'A penalização tem de estar entre 0 e 10.',
  'errors.orderNumber': 'Número de ordem inválido.',
  'errors.atLeastOneAthlete': 'Adicione pelo menos um atleta.',
  'errors.onlyLastElement': 'Só pode ser removido o último elemento',
  'errors.unauthenticated': 'Tem de iniciar sessão.',
  'errors.forbidden': 'Não tem permissão para esta ação.',
  'errors.coachCardReadOnly': 'O Coach Card já foi submetido e não pode ser alterado.',
  'errors.coachCardAlreadyVerified': 'O Coach Card já está verificado.',
  'errors.coachCardNotSubmitted': 'O Coach Card ainda não foi submetido.',
  'errors.coachCardIsDraft': 'O Coach Card já está em rascunho.',
  'errors.coachCardNotFound': 'Coach Card inexistente.',
  'errors.routineNotInCompetition': 'Esta prova (esquema e categoria) não existe nesta competição.',
  'errors.categoryNotInCompetition':
    'Esta competição não tem a prova de figuras/elementos desta categoria.',
  'errors.categoryHasNoRoutines': 'Esta competição não tem esquemas desta categoria.',
  'errors.elementNotAllowed': 'Este tipo de elemento não é permitido nesta categoria.',
  'errors.mastersSingleElement': 'Masters têm um único elemento Execução.',
  'errors.codesNotAllowed': 'Este tipo de elemento não declara códigos de dificuldade.',
  'errors.bonusNotAllowed': 'Solos e duetos não declaram bónus.',
  'errors.duplicateLicence': 'Licença repetida.',
  'errors.entriesClosed': 'O prazo de inscrições terminou.',
  'errors.startSlotMismatch':
    'Este número de ordem não corresponde a este atleta na ordem de partida.',
  'errors.figureNotInCompetition':
    'Esta figura/elemento não faz parte da competição nesta categoria.',
  'errors.judgeNotInPanel': 'A competição não tem este juiz (número de juízes).',
  'errors.noPenaltyForCategory': 'Esta categoria não tem penalizações nas figuras.',
  'errors.coachCardNotEntered': 'Este Coach Card não está submetido nesta competição.',
  'errors.elementMismatch': 'Os elementos não correspondem aos do Coach Card.',
  'errors.callNotAllowed':
    "Decisão não permitida neste elemento: 'Nota base' só em HIB e ACR, 'Omitido' só em TRE.",
  'errors.eventNotInCompetition': 'Esta prova não existe nesta competição.',
  'errors.unknownImportFormat':
    'Documento não reconhecido: esperava uma exportação desta aplicação ou uma competição do sistema atual da federação.',
  'errors.unsupportedExportVersion': 'Versão de exportação não suportada.',
  'errors.duplicateId': 'Identificador repetido no documento.',
  'errors.seatNotInDocument': 'Nota de um lugar de juiz que o documento não tem (judgeSeats).',
  'errors.openInquiryTwice':
    'Outra reclamação em aberto da mesma inscrição e clube está antes no documento.',
  'errors.duplicateResult': 'Resultado repetido para a mesma inscrição.',
  'errors.otherCompetition': 'Este registo pertence a outra competição.',
  'errors.noCoachCardForResult':
    'Nenhum Coach Card do documento corresponde a este resultado (categoria, esquema, clube e atletas).',
  'errors.idInUse': 'Este identificador já existe noutra competição.',
  'checks.noAthletes': 'O Coach Card não tem atletas: não pode ser submetido.',
  'checks.athleteCountExact':
    'Número de atletas: este esquema leva {{expected}}, estão declarados {{n}}.',
  'checks.athleteCountRange':
    'Número de atletas: este esquema leva de {{min}} a {{max}}, estão declarados {{n}}.',
  'checks.teamIncomplete':
    'Equipa com {{n}} atletas: faltam {{missing}} para {{full}}, penalização de {{penalty, number}} (0,5 por atleta em falta).',
  'checks.tooManyReserves':
    'Reservas: este esquema leva no máximo {{max}}, estão declaradas {{n}}.',
  'checks.incompletePerson': 'Linha incompleta: preencha a licença, o nome e o ano.',
  'checks.duplicateLicence': 'A licença {{licence}} aparece mais de uma vez (atletas e reservas).',
  'checks.elementCount':
    'Este esquema leva {{expected}} {{element}}; estão declarados {{n}} (AS 6.7).',
  'checks.treOrder':
    'TRE {{number}} depois do TRE {{previous}}: fora da ordem declarada vale 0 (AS 6.7.10).',
  'checks.familyLimit':
    'Família $t(checks.family.{{family}}) declarada {{n}} vezes neste híbrido: no máximo {{max}} (AS 6.7.12).',
  'checks.codeLimit':
    'Código {{code}} declarado {{n}} vezes neste híbrido: no máximo {{max}} (AS 6.7.12).',
  'checks.family.T': 'T (impulsos)',
  'checks.family.S': 'S (rotações)',
  'checks.family.R': 'R (twists)',
  'checks.family.A': 'A (peso fora de água)',
  'checks.family.F': 'F (flexibilidade)',
  'checks.family.C': 'C (ligações)',
  'checks.timeMissing': 'Falta o tempo (m:ss).',
  'checks.timeNotIncreasing': 'O tempo final tem de ser depois do tempo inicial.',
  'checks.timeOverlap': 'Começa antes de o elemento {{previous}} acabar ({{end}}).',
  'checks.timeLimit':
    'Acaba aos {{end}}, depois do tempo do esquema ({{limit}}, tolerância de {{allowance}} s, AS 6.3.1): penalização de 8 pontos.',
} as const;

export type DomainMessageKey = keyof typeof domainMessagesPt;

export const domainMessagesEn: Readonly<Record<DomainMessageKey, string>> = {
  'errors.required': 'Required field.',
  'errors.publishingSiteUrl':
    'Invalid address: write the site’s address, e.g. https://site.federacao.pt',
  'errors.publishingSiteUrlHttp':
    'Use https://; http:// only for this computer or an address of the local network (10.x, 172.16–31.x, 192.168.x).',
  'errors.publishingKey': 'Invalid key: paste the whole key the site showed (it starts with pub_).',
  'errors.publicationSeqOrder':
    'The batch’s sequence (seq) cannot be below the one it starts from (fromSeq).',
  'errors.correctionReasonRequired':
    "This event's results are already official: write the reason for the correction.",
  'errors.correctionReasonLength': 'The reason for the correction is 500 characters at most.',
  'errors.inquiryTextLength': 'The text is 2000 characters at most.',
  'errors.inquiryAnsweredTwice': 'The same inquiry appears twice in the answers.',
  'errors.tooLong': 'Text too long.',
  'errors.tooMany': 'Too many items.',
  'errors.invalidType': 'Invalid value.',
  'errors.unknownField': 'Unknown field.',
  'errors.invalidCharacters': 'The text has invalid characters.',
  'errors.invisibleCharacters':
    'The text has invisible or direction control characters (for example U+202E); delete them and type it again.',
  'errors.invalidOption': 'Invalid option.',
  'errors.competitionFixed':
    "An entry's competition cannot be changed: delete it and enter again in the other competition.",
  'errors.invalidDate': 'Invalid date (use yyyy-mm-dd).',
  'errors.invalidTime': 'Invalid time (use m:ss).',
  'errors.deadlineAfterDate': 'The entries deadline cannot be after the competition date.',
  'errors.duplicateFigure':
    'This figure is already in the list for this category: each figure goes in once per category.',
  'errors.rangeEndBeforeStart': 'The end date cannot be before the start date.',
  'errors.number': 'Enter a number.',
  'errors.integer': 'Enter a whole number.',
  'errors.decimals': 'At most 4 decimal places.',
  'errors.judgeCountRange': 'The number of judges must be between 5 and 7.',
  'errors.inquiryMinutesRange':
    'The inquiry window must be a whole number of minutes from 0 to 1440.',
  'errors.clubPointsRange':
    'Points per place must be whole numbers from 0 to 100, for 50 places at most.',
  'errors.priceRange': 'The price must be 0 or more.',
  'errors.priceStep': 'The price has at most 2 decimal places.',
  'errors.licence': 'Invalid licence (a positive whole number).',
  'errors.yearRange': 'Invalid year (between 1900 and 2100).',
  'errors.judgeScoreRange': 'The score must be between 1 and 10.',
  'errors.seatRange': 'A judge seat goes from J1 to J7.',
  'errors.duplicateSeat': 'This judge seat is repeated.',
  'errors.biasThresholdRange': 'The bias threshold goes from 0 to 10 points.',
  'errors.seatCode': 'Invalid judge code: 8 letters and digits, as on paper (e.g. ABCD-EF23).',
  'errors.entryKey': 'Invalid entry.',
  'errors.rowKey': 'Invalid sheet row.',
  'errors.idempotencyKey': 'Invalid mark key (8 to 64 letters, digits, - or _).',
  'errors.judgeScoreStep': 'Scores are given in tenths or quarter points (e.g. 7.5 or 7.25).',
  'errors.judgeScoreTenths': 'Mark in tenths (e.g. 7.5).',
  'errors.judgeScoreQuarters': 'Mark in quarter points (e.g. 7.25).',
  'errors.scoreStepOption': 'The step of the marks is 0.1 or 0.25.',
  'errors.storedMarksOffStep':
    'Marks already entered are off this step: correct them before changing the step.',
  'errors.scoreRange': 'Score out of bounds.',
  'errors.factorRange': 'Factor outside the range of the rules.',
  'errors.validityPeriod': 'The end of validity cannot be before its start.',
  'errors.rulesetId': 'Invalid id: only lowercase letters, digits and hyphens (e.g. wa-2027).',
  'errors.rulesetChangeEndpoint':
    "To change a competition's ruleset use 'Mudar regulamento' (it shows what changes before saving).",
  'errors.rulesetIdMismatch': 'The id of a ruleset cannot be changed.',
  'errors.rulesetExists': 'A ruleset with this id exists already.',
  'errors.difficultyRange': 'Difficulty value between 0 and 20.',
  'errors.penaltyCountRange': 'The count must be between 0 and 100.',
  'errors.missingAthletePenaltyRange': "'Número de elementos' must be between 0 and 4.",
  'errors.penaltyCheckbox': 'This penalty can only be ticked once.',
  'errors.figurePenaltyRange': 'The penalty must be between 0 and 10.',
  'errors.orderNumber': 'Invalid order number.',
  'errors.atLeastOneAthlete': 'Add at least one athlete.',
  'errors.onlyLastElement': 'Only the last element can be removed',
  'errors.unauthenticated': 'You must sign in.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.coachCardReadOnly': 'The coach card has been submitted and cannot be changed.',
  'errors.coachCardAlreadyVerified': 'The coach card is already verified.',
  'errors.coachCardNotSubmitted': 'The coach card has not been submitted yet.',
  'errors.coachCardIsDraft': 'The coach card is already a draft.',
  'errors.coachCardNotFound': 'No such coach card.',
  'errors.routineNotInCompetition': 'This event (routine and category) is not in this competition.',
  'errors.categoryNotInCompetition':
    'This competition has no figures/elements event for this category.',
  'errors.categoryHasNoRoutines': 'This competition has no routine event for this category.',
  'errors.elementNotAllowed': 'This element type is not allowed in this category.',
  'errors.mastersSingleElement': 'Masters have a single Execução element.',
  'errors.codesNotAllowed': 'This element type declares no difficulty codes.',
  'errors.bonusNotAllowed': 'Solos and duets declare no bonus.',
  'errors.duplicateLicence': 'Repeated licence.',
  'errors.entriesClosed': 'The entries deadline has passed.',
  'errors.startSlotMismatch': 'This start number does not match this athlete in the start list.',
  'errors.figureNotInCompetition':
    'This figure/element is not part of the competition in this category.',
  'errors.judgeNotInPanel': 'The competition has no such judge (panel size).',
  'errors.noPenaltyForCategory': 'This category has no figure penalties.',
  'errors.coachCardNotEntered': 'This coach card is not submitted in this competition.',
  'errors.elementMismatch': 'The elements do not match those of the coach card.',
  'errors.callNotAllowed':
    "Call not allowed on this element: 'Base mark' only on HIB and ACR, 'Omitted' only on TRE.",
  'errors.eventNotInCompetition': 'This event is not part of this competition.',
  'errors.unknownImportFormat':
    "Unknown document: expected an export of this application or a competition of the federation's current system.",
  'errors.unsupportedExportVersion': 'Unsupported export version.',
  'errors.duplicateId': 'Identifier repeated in the document.',
  'errors.seatNotInDocument': 'Mark of a judge seat the document does not have (judgeSeats).',
  'errors.openInquiryTwice':
    'Another open inquiry of the same entry and club comes earlier in the document.',
  'errors.duplicateResult': 'Result repeated for the same entry.',
  'errors.otherCompetition': 'This record belongs to another competition.',
  'errors.noCoachCardForResult':
    'No coach card of the document matches this result (category, routine, club and athletes).',
  'errors.idInUse': 'This identifier already exists in another competition.',
  'checks.noAthletes': 'The coach card has no athletes: it cannot be submitted.',
  'checks.athleteCountExact':
    'Number of athletes: this routine takes {{expected}}, {{n}} are declared.',
  'checks.athleteCountRange':
    'Number of athletes: this routine takes {{min}} to {{max}}, {{n}} are declared.',
  'checks.teamIncomplete':
    'Team of {{n}} athletes: {{missing}} short of {{full}}, penalty {{penalty, number}} (0.5 per missing athlete).',
  'checks.tooManyReserves': 'Reserves: this routine takes at most {{max}}, {{n}} are declared.',
  'checks.incompletePerson': 'Incomplete row: fill in the licence, name and year.',
  'checks.duplicateLicence': 'Licence {{licence}} appears more than once (athletes and reserves).',
  'checks.elementCount':
    'This routine takes {{expected}} {{element}}; {{n}} are declared (AS 6.7).',
  'checks.treOrder':
    'TRE {{number}} after TRE {{previous}}: out of the declared order it scores 0 (AS 6.7.10).',
  'checks.familyLimit':
    'Family $t(checks.family.{{family}}) declared {{n}} times in this hybrid: at most {{max}} (AS 6.7.12).',
  'checks.codeLimit':
    'Code {{code}} declared {{n}} times in this hybrid: at most {{max}} (AS 6.7.12).',
  'checks.family.T': 'T (thrusts)',
  'checks.family.S': 'S (spins)',
  'checks.family.R': 'R (twists)',
  'checks.family.A': 'A (airborne weight)',
  'checks.family.F': 'F (flexibility)',
  'checks.family.C': 'C (connections)',
  'checks.timeMissing': 'Time missing (m:ss).',
  'checks.timeNotIncreasing': 'The end time must be after the start time.',
  'checks.timeOverlap': 'Starts before element {{previous}} ends ({{end}}).',
  'checks.timeLimit':
    'Ends at {{end}}, past the routine time ({{limit}}, allowance {{allowance}} s, AS 6.3.1): 8-point penalty.',
};
