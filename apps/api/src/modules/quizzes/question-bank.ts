import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { BankQuestion, CreateBankQuestion, QuestionInput, StudioListQuery } from '@lp/contract/studio-content';
import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { quizAttempts, quizBankQuestions, quizQuestions, quizzes } from '../../db/schema/quizzes.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../shared/filters.ts';
import {
  instituteForNew,
  instituteNames,
  isoOf,
  markedOptions,
  ownedBy,
  ownerKey,
  ownerOf,
  type StudioActor,
  storedOptions,
} from '../../shared/studio-owner.ts';

type BankRow = typeof quizBankQuestions.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;

/** How many quizzes hold the bank question now. */
// The inner table has an alias of its own: drizzle writes a column of the outer table without its
// table's name inside a sql template, so `= ${quizBankQuestions.id}` would compare with the inner id.
const quizCount = sql<number>`(select count(distinct held.quiz_id)::int from ${quizQuestions} held
  where held.bank_question_id = ${quizBankQuestions}.id and held.retired_at is null)`;

/** Whether an attempt was given this quiz question row (then it is never changed: ADR 0036). */
export async function wasAttempted(executor: Executor, row: Pick<QuestionRow, 'id' | 'quizId'>): Promise<boolean> {
  const [hit] = await executor
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, row.quizId), sql`${quizAttempts.questionIds} @> ${JSON.stringify([row.id])}::jsonb`))
    .limit(1);
  return hit !== undefined;
}

/** Locks the quizzes (in id order) against attempts starting while their questions change. */
export async function lockQuizzes(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.select({ id: quizzes.id }).from(quizzes).where(inArray(quizzes.id, ids)).orderBy(quizzes.id).for('update');
}

/** Puts the bank question's content into a quiz's row, or retires the row and adds a new version when an attempt has it. */
export async function writeVersion(tx: Tx, row: QuestionRow, bank: BankRow): Promise<void> {
  const content = {
    prompt: bank.prompt,
    kind: bank.kind,
    options: bank.options,
    correct: bank.correct,
    explanation: bank.explanation,
    version: bank.version,
  };
  if (!(await wasAttempted(tx, row))) {
    await tx.update(quizQuestions).set(content).where(eq(quizQuestions.id, row.id));
    return;
  }
  await tx.update(quizQuestions).set({ retiredAt: sql`now()` }).where(eq(quizQuestions.id, row.id));
  await tx.insert(quizQuestions).values({ ...content, quizId: row.quizId, position: row.position, bankQuestionId: bank.id });
}

export function createQuestionBank(db: Database) {
  async function toBankQuestion(executor: Executor, rows: (BankRow & { quizCount: number })[]): Promise<BankQuestion[]> {
    const names = await instituteNames(
      executor,
      rows.map((r) => r.instituteId),
    );
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      prompt: r.prompt,
      kind: r.kind,
      options: markedOptions(r.options, r.correct),
      explanation: r.explanation,
      institute: ownerOf(names, r.instituteId),
      quizCount: r.quizCount,
      updatedAt: isoOf(r.updatedAt),
    }));
  }

  async function read(executor: Executor, id: number): Promise<BankQuestion> {
    const rows = await executor
      .select({ ...bankColumns, quizCount })
      .from(quizBankQuestions)
      .where(eq(quizBankQuestions.id, id));
    if (rows.length === 0) throw notFound(MESSAGES.bankQuestionNotFound);
    return (await toBankQuestion(executor, rows))[0]!;
  }

  async function insert(tx: Tx, actor: StudioActor, instituteId: number | null, input: QuestionInput): Promise<BankRow> {
    const [row] = await tx
      .insert(quizBankQuestions)
      .values({
        instituteId,
        authorUserId: actor.actor,
        prompt: input.prompt,
        kind: input.kind,
        explanation: input.explanation,
        ...storedOptions(input.options),
      })
      .returning();
    await audit.record(tx, {
      ...actor,
      action: AUDIT_ACTIONS.questionCreate,
      objectType: 'question',
      objectId: row!.id,
      after: { prompt: row!.prompt, instituteId },
    });
    return row!;
  }

  return {
    /** The scope resolver's lookup: the question's institute (undefined when there is none). */
    async ownerOf(id: number) {
      const [row] = await db
        .select({ instituteId: quizBankQuestions.instituteId })
        .from(quizBankQuestions)
        .where(eq(quizBankQuestions.id, id));
      return ownerKey(row);
    },

    async list(actor: StudioActor, query: StudioListQuery): Promise<Listing<BankQuestion>> {
      const where = and(
        ownedBy(quizBankQuestions.instituteId, actor),
        query.q ? ilike(quizBankQuestions.prompt, containsPattern(query.q)) : undefined,
      );
      return paginate(query, {
        rows: async ({ limit, offset }) =>
          toBankQuestion(
            db,
            await db
              .select({ ...bankColumns, quizCount })
              .from(quizBankQuestions)
              .where(where)
              .orderBy(desc(quizBankQuestions.updatedAt), desc(quizBankQuestions.id))
              .limit(limit)
              .offset(offset),
          ),
        count: () => db.$count(quizBankQuestions, where),
      });
    },

    get: (id: number) => read(db, id),

    async create(actor: StudioActor, input: CreateBankQuestion): Promise<BankQuestion> {
      const id = await db.transaction(async (tx) => {
        const instituteId = await instituteForNew(tx, actor, input.instituteId);
        return (await insert(tx, actor, instituteId, input)).id;
      });
      return read(db, id);
    },

    /** Saves a new question to the bank (for a quiz's "new question"), in the caller's transaction. */
    insert,

    /**
     * A new version of the question: the bank's text changes, and every quiz holding it follows.
     * A quiz's row an attempt was given is retired and replaced, so that attempt is still scored
     * and reviewed as it was.
     */
    async update(actor: StudioActor, id: number, input: QuestionInput): Promise<BankQuestion> {
      await db.transaction(async (tx) => {
        const uses = await tx
          .select({ quizId: quizQuestions.quizId })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.bankQuestionId, id), isNull(quizQuestions.retiredAt)));
        await lockQuizzes(
          tx,
          uses.map((u) => u.quizId),
        );
        const [before] = await tx.select().from(quizBankQuestions).where(eq(quizBankQuestions.id, id)).for('update');
        if (!before) throw notFound(MESSAGES.bankQuestionNotFound);
        const [bank] = await tx
          .update(quizBankQuestions)
          .set({
            prompt: input.prompt,
            kind: input.kind,
            explanation: input.explanation,
            ...storedOptions(input.options),
            version: sql`${quizBankQuestions.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(quizBankQuestions.id, id))
          .returning();
        const rows = await tx
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.bankQuestionId, id), isNull(quizQuestions.retiredAt)));
        for (const row of rows) await writeVersion(tx, row, bank!);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.questionUpdate,
          objectType: 'question',
          objectId: id,
          before: { version: before.version, prompt: before.prompt, options: before.options, correct: before.correct },
          after: { version: bank!.version, prompt: bank!.prompt, options: bank!.options, correct: bank!.correct },
        });
      });
      return read(db, id);
    },
  };
}

const bankColumns = {
  id: quizBankQuestions.id,
  instituteId: quizBankQuestions.instituteId,
  authorUserId: quizBankQuestions.authorUserId,
  prompt: quizBankQuestions.prompt,
  kind: quizBankQuestions.kind,
  options: quizBankQuestions.options,
  correct: quizBankQuestions.correct,
  explanation: quizBankQuestions.explanation,
  version: quizBankQuestions.version,
  createdAt: quizBankQuestions.createdAt,
  updatedAt: quizBankQuestions.updatedAt,
};

export type QuestionBank = ReturnType<typeof createQuestionBank>;
