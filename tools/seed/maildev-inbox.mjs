// Reads one-time codes from MailDev's HTTP API (the local inbox of the embedded stack).

/** Waits for the newest e-mail to `to` received after `since` and returns the 6-digit code in it. */
export async function readCodeFromInbox(inboxUrl, to, { since = 0, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(new URL('email', inboxUrl));
    if (response.ok) {
      const emails = await response.json();
      const match = emails
        .filter((email) => email.to?.some((r) => r.address?.toLowerCase() === to.toLowerCase()))
        .filter((email) => new Date(email.time ?? email.date).getTime() >= since)
        .sort((a, b) => new Date(b.time ?? b.date) - new Date(a.time ?? a.date))[0];
      const code = match && /\b(\d{6})\b/.exec(`${match.subject ?? ''} ${match.text ?? ''}`)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to} arrived in the inbox within ${timeoutMs / 1000} s`);
}
