import { MESSAGES } from '@lp/contract/messages';
import { MESSAGES_HI } from '@lp/contract/messages-hi';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext } from '../test/test-app.ts';

const t = await createTestContext();

describe('error texts in the user’s language (issue 35)', () => {
  it('answers a bad body in Hindi for Accept-Language: hi, codes and fields unchanged', async () => {
    const english = await t.post('/api/accounts/mail-signup', { email: 'not-an-email' });
    expect(english.status).toBe(422);
    expect(english.body.error).toBe(MESSAGES.emailInvalid);

    const hindi = await t.post(
      '/api/accounts/mail-signup',
      { email: 'not-an-email' },
      { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } },
    );
    expect(hindi.status).toBe(422);
    expect(hindi.body).toEqual({ error: MESSAGES_HI.emailInvalid, fields: { email: MESSAGES_HI.emailInvalid } });
    expect(hindi.headers.get('vary')).toContain('Accept-Language');
  });

  it('translates the envelope of the API’s own refusals too (unknown address, malformed JSON)', async () => {
    const missing = await t.get('/api/core/no-such-thing', { headers: { 'accept-language': 'hi' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES_HI.routeNotFound);
    const malformed = await t.post('/api/accounts/mail-signup', '{"email":', {
      headers: { 'accept-language': 'hi', 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(MESSAGES_HI.malformedJson);
  });

  it('follows the signed-in user’s language setting over Accept-Language', async () => {
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, 'Learnly@123');
    const saved = await t.post('/api/core/user-settings', { language: 'hi' }, { cookie });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.language).toBe('hi');

    const bad = await t.post('/api/core/user-settings', { theme: 'purple' }, { cookie, headers: { 'accept-language': 'en-IN' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(MESSAGES_HI.themeInvalid);

    await t.post('/api/core/user-settings', { language: 'en' }, { cookie });
    const back = await t.post('/api/core/user-settings', { theme: 'purple' }, { cookie, headers: { 'accept-language': 'hi' } });
    expect(back.body.error).toBe(MESSAGES.themeInvalid);
  });

  it('refuses a language it does not have, in the envelope', async () => {
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, 'Learnly@123');
    const bad = await t.post('/api/core/user-settings', { language: 'fr' }, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(MESSAGES.languageInvalid);
  });
});
