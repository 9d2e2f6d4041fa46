/** Rows of one multi-row insert: well under PostgreSQL's 65,535 bind parameters for our widest rows. */
export const ROWS_PER_INSERT = 500;

/** Runs `insert` on the rows a chunk at a time, in order. */
export async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
