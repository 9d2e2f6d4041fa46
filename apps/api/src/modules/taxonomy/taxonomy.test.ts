import { describe, expect, it } from 'vitest';
import { insertCity } from '../../db/seed/catalogue-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

describe('GET /api/core/cities', () => {
  // One test, not two: the empty listing must be seen before the cities exist, in any test order.
  it('answers an empty listing before any city exists, then every city by name with its slug and state, whole', async () => {
    const empty = await t.get('/api/core/cities');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ results: [], next: null, count: 0 });

    await insertCity(t.db, { name: 'Pune', slug: 'pune', state: 'Maharashtra' });
    await insertCity(t.db, { name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka' });
    await insertCity(t.db, { name: 'Chennai', slug: 'chennai', state: 'Tamil Nadu' });
    const res = await t.get('/api/core/cities/');
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.next).toBeNull();
    expect(res.body.data.results).toEqual([
      { id: expect.any(Number), name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka' },
      { id: expect.any(Number), name: 'Chennai', slug: 'chennai', state: 'Tamil Nadu' },
      { id: expect.any(Number), name: 'Pune', slug: 'pune', state: 'Maharashtra' },
    ]);
  });

  it('does not accept a write', async () => {
    const res = await t.post('/api/core/cities', { name: 'Atlantis' }, { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(405);
  });
});
