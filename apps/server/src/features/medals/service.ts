import type { Competition } from '@artistic/domain/competition/schema';
import type { MedalListBlock, MedalsSummary } from '@artistic/domain/result-list/medals';
import { buildMedalsSummary } from '@artistic/domain/result-list/medals';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import type { Db } from '../../db/client.ts';
import type { KeptBlock } from '../result-lists/service.ts';
import { ResultListBuilder } from '../result-lists/service.ts';

/** medalsResponseSchema's shape, read-only as the domain builds it. */
export type MedalsAnswer = MedalsSummary & { readonly competition: MedalsResponse['competition'] };

/**
 * The Medalheiro of a competition (issue 22): each event's medallists, the medal table and the
 * club points table, read off the ranked result list (domain result-list/medals.ts) with the
 * competition's points per place (PontosClubes).
 *
 * The blocks come from a ResultListBuilder of its own, which rebuilds only the events whose sheets
 * changed; what the tables need of a block (place, Extra, club, names, total of each row) is read
 * once per built block and kept beside it, so a score in one event re-reads that event only.
 */
export class MedalsReader {
  private readonly builder: ResultListBuilder;
  private readonly rowsOf = new WeakMap<KeptBlock, MedalListBlock>();

  constructor(opts: { builder?: ResultListBuilder } = {}) {
    this.builder = opts.builder ?? new ResultListBuilder();
  }

  /** The answer of GET /api/competitions/{id}/medals (medalsResponseSchema). */
  async medals(db: Db, competition: Competition): Promise<MedalsAnswer> {
    const blocks = [...(await this.builder.blocks(db, competition)).values()].map((kept) =>
      this.medalBlockOf(kept),
    );
    return {
      competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
      ...buildMedalsSummary(blocks, competition.PontosClubes),
    };
  }

  private medalBlockOf(kept: KeptBlock): MedalListBlock {
    const known = this.rowsOf.get(kept);
    if (known) return known;
    const block = JSON.parse(kept.json) as MedalListBlock;
    const read: MedalListBlock = {
      Ordem: block.Ordem,
      Categoria: block.Categoria,
      Prova: block.Prova,
      rows: block.rows.map(({ position, extra, club, names, total }) => ({
        position,
        extra,
        club,
        names,
        total,
      })),
    };
    this.rowsOf.set(kept, read);
    return read;
  }
}

// What the routes read of the competition (ADR 036: routes import only their own service).
export { cachedOfCompetition } from '../competitions/service.ts';
