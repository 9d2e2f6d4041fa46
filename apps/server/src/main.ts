/** The entry (`npm start`): the embedded database starts booting while the server's modules load (early-database.ts). */
import { startDatabaseEarly } from './early-database.ts';

startDatabaseEarly();
await import('./server.ts');
