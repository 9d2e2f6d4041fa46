import { describe, expect, it } from 'vitest';
import { insertCity } from '../../db/seed/catalogue-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

describe('GET /api/core/cities', () => {
  it('answers an empty listing before any city exists', async () => {
    const res = await t.get('/api/core/cities');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
  });

  it('lists every city by name with its slug and state, whole (next is null)', async () => {
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
