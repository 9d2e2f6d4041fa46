'use client';

import { mobileSchema, otpSchema, type Profile } from '@lp/contract/accounts';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useCountdown } from '@/lib/use-countdown';
import { useResendPhoneOtp, useSendPhoneOtp, useVerifyPhoneOtp } from '../api/phone';

/** Verify a mobile number: send a code, type it (resend after a countdown), and the profile shows the number. */
export function PhoneCard({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const say = useContractMessage();
  const send = useSendPhoneOtp();
  const resend = useResendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const [editing, setEditing] = useState(!profile.phone);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; otp?: string }>({});
  const wait = useCountdown(resendAt);

  function failed(error: unknown, field: 'phone' | 'otp') {
    if (error instanceof ApiError && error.status === 429) {
      const seconds = Number(error.message.match(/\d+/)?.[0] ?? 0);
      if (seconds) setResendAt(Date.now() + seconds * 1000);
    }
    setErrors({ [field]: error instanceof ApiError && error.fields[field] ? error.fields[field] : say(errorMessage(error)) });
  }

  async function onSend(event: React.FormEvent) {
    event.preventDefault();
    const parsed = mobileSchema.safeParse(phone);
    if (!parsed.success) {
      setErrors({ phone: say(parsed.error.issues[0]?.message ?? '') });
      return;
    }
    setErrors({});
    try {
      const sent = await send.mutateAsync(phone);
      setSentTo(sent.phone);
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      toast.success(t('codeSentTo', { phone: sent.phone }));
    } catch (error) {
      failed(error, 'phone');
    }
  }

  async function onResend() {
    setErrors({});
    try {
      const sent = await resend.mutateAsync();
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      toast.success(t('newCodeSentTo', { phone: sent.phone }));
    } catch (error) {
      failed(error, 'otp');
    }
  }

  async function onVerify(event: React.FormEvent) {
    event.preventDefault();
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setErrors({ otp: say(parsed.error.issues[0]?.message ?? '') });
      return;
    }
    setErrors({});
    try {
      await verify.mutateAsync(parsed.data);
      toast.success(t('mobileVerified'));
      setEditing(false);
      setSentTo(null);
      setOtp('');
      setPhone('');
    } catch (error) {
      failed(error, 'otp');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mobileTitle')}</CardTitle>
        <CardDescription>{t('mobileDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {profile.phone && !editing ? (
          <div className="flex flex-wrap items-center gap-3">
            <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
            <span className="font-medium">{profile.phone}</span>
            <span className="text-sm text-muted-foreground">{t('verified')}</span>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('changeNumber')}
            </Button>
          </div>
        ) : sentTo ? (
          <Form onSubmit={onVerify} noValidate className="grid max-w-sm gap-3" aria-label={t('verifyMobile')}>
            <TextField
              label={t('codeSentLabel', { phone: sentTo })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              error={errors.otp}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={verify.isPending}>
                {verify.isPending ? t('checking') : t('verify')}
              </Button>
              <Button type="button" variant="ghost" disabled={wait > 0 || resend.isPending} onClick={onResend}>
                {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
              </Button>
              <Button type="button" variant="link" onClick={() => setSentTo(null)}>
                {t('otherNumber')}
              </Button>
            </div>
          </Form>
        ) : (
          <Form onSubmit={onSend} noValidate className="grid max-w-sm gap-3" aria-label={t('mobileTitle')}>
            <TextField
              label={t('mobileTitle')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98765 43210"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={errors.phone}
              hint={t('mobileHint')}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={send.isPending || wait > 0}>
                <Smartphone aria-hidden="true" />
                {send.isPending ? t('sending') : wait > 0 ? t('sendIn', { seconds: wait }) : t('sendCode')}
              </Button>
              {profile.phone ? (
                <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                  {t('cancel')}
                </Button>
              ) : null}
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
