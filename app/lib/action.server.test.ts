// The page side of the one edge: a refusal becomes the form's answer with the one error map's
// status; a form is read into the object its use case's schema parses.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../services/domain-error';
import { messages } from '../../core/messages';
import { withPageLanguage } from '../../services/page-language';
import { formFailure, formObject, parseForm, runAction } from './action.server';

type Answer = { type: string; data: unknown; init: ResponseInit | null };

describe('formFailure', () => {
  it('maps field errors, plain messages and rethrows the rest', () => {
    expect(formFailure(new DomainError('invalid', 'x', { phone: 'bad' }))).toEqual({ errors: { phone: 'bad' }, message: null });
    expect(formFailure(new DomainError('rate_limited', 'slow down'), 'phone')).toEqual({ errors: { phone: 'slow down' }, message: null });
    expect(formFailure(new DomainError('rate_limited', 'slow down'))).toEqual({ errors: {}, message: 'slow down' });
    expect(() => formFailure(new Error('boom'))).toThrow('boom');
  });
});

describe('runAction', () => {
  it("answers the work's own result", async () => {
    expect(await runAction(async () => ({ ok: true }), () => ({ ok: false }))).toEqual({ ok: true });
  });
  it("answers a refusal with the form's data and the status of the one error map", async () => {
    const answer = (await runAction(
      async () => {
        throw new DomainError('rate_limited', 'slow down');
      },
      (r) => ({ message: r.message, reason: r.reason, code: r.code, fields: r.fields }),
      { headers: { 'Set-Cookie': 'a=1' } },
    )) as unknown as Answer;
    expect(answer.data).toEqual({ message: 'slow down', reason: 'slow down', code: 'rate_limited', fields: {} });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBe('a=1');
  });
  it('puts a refusal naming no field beside the given one', async () => {
    const answer = (await runAction(
      async () => {
        throw new DomainError('unauthenticated', 'Wrong password');
      },
      (r) => ({ errors: r.errors, message: r.message }),
      { field: 'password' },
    )) as unknown as Answer;
    expect(answer.data).toEqual({ errors: { password: 'Wrong password' }, message: null });
    expect(answer.init?.status).toBe(401);
  });
  it("answers in the page's language: Bangla when the page is Bangla, English word for word otherwise", async () => {
    const refuse = () =>
      runAction(
        async () => {
          throw new DomainError('invalid', messages.addToCartFailed, { quantity: messages.addToCartFailed, note: 'Nobody translated this' });
        },
        (r) => ({ message: r.message, reason: r.reason, fields: r.fields, error: r.error.message }),
      ) as unknown as Promise<Answer>;
    const bangla = await withPageLanguage('bn', refuse);
    expect(bangla.data).toEqual({ message: null, reason: 'কার্টে যোগ করা যায়নি', fields: { quantity: 'কার্টে যোগ করা যায়নি', note: 'Nobody translated this' }, error: 'কার্টে যোগ করা যায়নি' });
    expect(bangla.init?.status).toBe(422);
    expect((await refuse()).data).toMatchObject({ reason: messages.addToCartFailed, fields: { quantity: messages.addToCartFailed } });
    const told = (await runAction(
      async () => {
        throw new DomainError('conflict', messages.addToCartFailed);
      },
      (r) => r.message,
      { lang: 'bn' },
    )) as unknown as Answer;
    expect(told.data).toBe('কার্টে যোগ করা যায়নি');
  });
  it('lets a thrown redirect and a bug go on', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/x' } });
    await expect(runAction(async () => Promise.reject(redirect), () => null)).rejects.toBe(redirect);
    await expect(runAction(async () => Promise.reject(new Error('boom')), () => null)).rejects.toThrow('boom');
  });
});

describe('parseForm', () => {
  it('reads texts once or as a list, leaves files out', () => {
    const form = new FormData();
    form.append('name', 'Rahim');
    form.append('v', '1');
    form.append('v', '2');
    form.append('photo', new File(['x'], 'a.png'));
    expect(formObject(form)).toEqual({ name: 'Rahim', v: ['1', '2'] });
  });
  it("parses with the use case's schema, or refuses naming each field", () => {
    const schema = z.object({ name: z.string().min(2, 'Too short'), age: z.coerce.number().int('Whole years') });
    const form = new FormData();
    form.append('name', 'Rahim');
    form.append('age', '30');
    expect(parseForm(form, schema)).toEqual({ name: 'Rahim', age: 30 });
    const bad = new FormData();
    bad.append('name', 'R');
    bad.append('age', '3.5');
    expect(() => parseForm(bad, schema)).toThrow(DomainError);
    try {
      parseForm(bad, schema);
    } catch (err) {
      expect((err as DomainError).code).toBe('invalid');
      expect((err as DomainError).details).toEqual({ name: 'Too short', age: 'Whole years' });
    }
  });
});
