// The mail layout every service's mails share (identity's codes, notifications' e-mails).
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML bodies (every value we put in a template goes through this). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A plain, client-safe HTML frame with the product name and a footer. `body` must already be escaped; `footer` too (HTML, optional). */
export function htmlLayout(title: string, body: string, footer = ''): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
  <body style="margin:0;padding:24px;background:#f5f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2330">
    <table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <tr><td>
        <p style="font-size:20px;font-weight:bold;margin:0 0 16px">CampusLoop</p>
        ${body}
        <p style="font-size:12px;color:#6b7080;margin:24px 0 0">CampusLoop · support@campusloop.app</p>${footer}
      </td></tr>
    </table>
  </body>
</html>`;
}

/** The code in large, spaced digits. */
export function htmlCode(code: string): string {
  return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`;
}
