/** The entry (`npm start`): the embedded database starts booting while the server's modules load (early-database.ts). */
import { abandonEarlyDatabase, startDatabaseEarly } from './early-database.ts';

startDatabaseEarly();
try {
  await import('./server.ts');
} catch (error) {
  await abandonEarlyDatabase();
  throw error;
}
