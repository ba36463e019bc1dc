import { useEffect, useRef, useState } from 'react';
import { REFERRAL_CODE_PARAM, REFERRAL_MESSAGES, type ReferralCodeResponse } from '@campusloop/contracts';
import { Button, useToast } from '@campusloop/ui';
import styled from 'styled-components';
import { Muted, ReferralCard } from '../referral-card/referral-card';

/** Spec §9: '✓ Copied!' shows for 2 s. */
export const COPIED_MS = 2000;

const Code = styled.p`
  margin: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.15em;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Link = styled.code`
  overflow-wrap: anywhere;
`;

/** 'November 25, 2026' (spec §2: long US date). */
export function longUsDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The share link beyond the spec: sign-up carries the code to the apply form. */
export function shareLinkFor(code: string, origin = window.location.origin): string {
  return `${origin}/login?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

function useCopy() {
  const toast = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (what: string, text: string, success: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ message: success, tone: 'success' });
      setCopied(what);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      toast.show({ message: REFERRAL_MESSAGES.copyFailed, tone: 'error' });
    }
  };
  return { copied, copy };
}

/** Spec §2 'Your Referral Code': date, code, Copy, How It Works; and the share link. */
export function CodeCard({ code }: { code: ReferralCodeResponse }) {
  const { copied, copy } = useCopy();
  const link = shareLinkFor(code.referralCode);
  return (
    <ReferralCard title="Your Referral Code">
      <Muted>Generated on {longUsDate(code.generatedAt)}</Muted>
      <Row>
        <Code data-testid="referral-code">{code.referralCode}</Code>
        <Button variant="secondary" onClick={() => void copy('code', code.referralCode, REFERRAL_MESSAGES.copied)}>
          {copied === 'code' ? '✓ Copied!' : 'Copy'}
        </Button>
      </Row>
      <Row>
        <Muted>Share link:</Muted>
        <Link data-testid="referral-share-link">{link}</Link>
        <Button variant="ghost" onClick={() => void copy('link', link, 'Share link copied to clipboard!')}>
          {copied === 'link' ? '✓ Copied!' : 'Copy Link'}
        </Button>
      </Row>
      <h3>How It Works</h3>
      <ol>
        <li>Share your referral code (or link) with friends.</li>
        <li>Your friends sign up and enter your code.</li>
        <li>Earn recognition when they verify their university and rate it.</li>
      </ol>
    </ReferralCard>
  );
}
