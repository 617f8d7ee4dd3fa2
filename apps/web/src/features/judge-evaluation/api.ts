import type {
  JudgeEvaluationResponse,
  JudgeHistoryResponse,
  JudgeNamesResponse,
  JudgeNamesUpdate,
} from '@artistic/domain/judge-panel/evaluation-schema';
import {
  judgeEvaluationResponseSchema,
  judgeHistoryResponseSchema,
  judgeNamesResponseSchema,
} from '@artistic/domain/judge-panel/evaluation-schema';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { formatDecimal } from '@artistic/domain/core/numbers';
import { getJson, sendJson } from '../../lib/json-api';

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'judgeEvaluation.invalidResponse';

const judgesPath = (competitionId: string) =>
  `/api/competitions/${encodeURIComponent(competitionId)}/judges`;

export function judgeEvaluationQueryOptions(
  competitionId: string,
  bias: number,
  token: string | undefined,
) {
  return queryOptions({
    queryKey: ['judgeEvaluation', competitionId, 'evaluation', bias],
    queryFn: ({ signal }): Promise<JudgeEvaluationResponse> =>
      getJson(
        `${judgesPath(competitionId)}?bias=${encodeURIComponent(formatDecimal(bias))}`,
        judgeEvaluationResponseSchema,
        { token, signal, invalid },
      ),
  });
}

/** GET …/judges?bias= (referees and admins): the evaluation of both panels. */
export function useJudgeEvaluation(competitionId: string, bias: number, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    ...judgeEvaluationQueryOptions(competitionId, bias, token),
    enabled: enabled && competitionId !== '' && Boolean(token),
    // A new threshold keeps the tables on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/** GET …/judges/names: who sits in each seat, with each seat's version. */
export function useJudgeNames(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['judgeEvaluation', competitionId, 'names'],
    queryFn: ({ signal }): Promise<JudgeNamesResponse> =>
      getJson(`${judgesPath(competitionId)}/names`, judgeNamesResponseSchema, {
        token,
        signal,
        invalid,
      }),
    enabled: enabled && competitionId !== '' && Boolean(token),
  });
}

/** PUT …/judges/names (admins): names the seats; the evaluation and the names are read again. */
export function useSaveJudgeNames(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JudgeNamesUpdate): Promise<JudgeNamesResponse> =>
      sendJson('PUT', `${judgesPath(competitionId)}/names`, body, judgeNamesResponseSchema, {
        token,
        invalid,
      }),
    onSuccess: (names) => {
      queryClient.setQueryData(['judgeEvaluation', competitionId, 'names'], names);
      return queryClient.invalidateQueries({
        queryKey: ['judgeEvaluation', competitionId, 'evaluation'],
      });
    },
  });
}

/** GET /api/judges/history?nome=&bias= (referees and admins): a person across competitions. */
export function useJudgeHistory(nome: string, bias: number) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['judgeEvaluation', 'history', nome, bias],
    queryFn: ({ signal }): Promise<JudgeHistoryResponse> =>
      getJson(
        `/api/judges/history?nome=${encodeURIComponent(nome)}&bias=${encodeURIComponent(formatDecimal(bias))}`,
        judgeHistoryResponseSchema,
        { token, signal, invalid },
      ),
    enabled: nome !== '' && Boolean(token),
  });
}
